import { z } from 'zod'
import { idParam } from './subjects'

// The item statistics of a topic's check in one run (issue 37 item 4). What is counted is decision
// 053 ("Item statistics"): submitted attempts of the class's active students; counts are exact,
// percents whole and rounded (halves up), 0 of nothing is 0 %.

/** GET /checks/statistics and its CSV: one run (event) and one topic of its module. */
export const checkStatisticsQuery = z.strictObject({ event_id: idParam, topic_id: idParam })

const count = z.number().int().min(0)
const percent = z.number().int().min(0).max(100)

/** A choice of a single or multiple choice item: how many attempts chose it. */
export const checkOptionShare = z.strictObject({
  id: z.string(),
  text: z.string(),
  correct: z.boolean(),
  chosen: count,
  /** Of all submitted attempts. */
  percent,
})
export type CheckOptionShare = z.infer<typeof checkOptionShare>

/** A wrong typed answer (number, text), folded as the scoring folds and shown as most often typed. */
export const checkWrongAnswer = z.strictObject({ value: z.string(), count, percent })
export type CheckWrongAnswer = z.infer<typeof checkWrongAnswer>

export const checkItemStatistics = z.strictObject({
  id: z.string(),
  /** 1 for the check's first item, in the teacher's order. */
  position: z.number().int().min(1),
  kind: z.enum(['single', 'multiple', 'number', 'text', 'order']),
  prompt: z.string(),
  /** Right over all submitted attempts (for an order item: every step in its place). */
  right: count,
  right_percent: percent,
  /** Right in each student's latest submitted attempt, of the students. */
  latest_right: count,
  latest_right_percent: percent,
  /** Attempts without an answer to it (skipped, empty, or submitted too late). */
  unanswered: count,
  /** Single and multiple choice: every option in the teacher's order; empty for the other kinds. */
  options: z.array(checkOptionShare),
  /** Number and text: the five most frequent wrong answers; empty for the other kinds. */
  wrong_answers: z.array(checkWrongAnswer),
  /** Wrong in passing attempts, of the passing attempts. */
  wrong_among_passed: count,
  wrong_among_passed_percent: percent,
})
export type CheckItemStatistics = z.infer<typeof checkItemStatistics>

/** An item of the list "most often wrong among those who passed". */
export const checkItemWrongAmongPassed = z.strictObject({
  id: z.string(),
  position: z.number().int().min(1),
  prompt: z.string(),
  wrong: count,
  percent,
})

export const checkStatistics = z.strictObject({
  event_id: z.number().int(),
  topic_id: z.number().int(),
  topic_title: z.string(),
  /** The check's pass mark, in percent of its items. */
  pass_mark: percent,
  /** Students with at least one submitted attempt. */
  students: count,
  /** Students with a passed attempt. */
  passed_students: count,
  /** passed_students of students. */
  pass_rate: percent,
  attempts: count,
  passed_attempts: count,
  /** Attempts per student who took it, 2 decimals; 0 before the first. */
  attempts_per_student: z.number().min(0),
  items: z.array(checkItemStatistics),
  /** Items wrong in at least one passing attempt, most often wrong first (ties: the check's order). */
  wrong_among_passed: z.array(checkItemWrongAmongPassed),
})
export type CheckStatistics = z.infer<typeof checkStatistics>

/** Null: the topic has no check. */
export const checkStatisticsOrNone = checkStatistics.nullable()
