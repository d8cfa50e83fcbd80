import { z } from 'zod'
import { eventGroup, eventSubject } from './activations'
import { checkResult } from './check-results'
import { block, topicType } from './grid'
import { idParam } from './subjects'

// Progress and statistics of a module running with a class: docs/product/progress.md "Progress screen",
// "Student progress screen", "Topic statistics dialog", "Bubble chart", "PDF report" and "Calls". The
// numbers follow the rules of ../progress.ts; the server computes them in the database.
//
// Only the teacher whose class runs the activation and the module's owner see these (issue 13).
// Grades 1 to 6 count (docs/product/progress.md "What counts"); a rating of 0 is "not rated yet" and counts
// nowhere. Students are the class's active members, as in the Active tab's summary.

/**
 * One rating as the progress screens show it ('Frage', 'Note' against the goal). The time spent is
 * summed up where it is shown (too_fast, loadUsersByTopic): a class of 30 sends 4,320 of these, and
 * every field more costs the database, the wire and the check.
 */
export const progressRating = z.object({
  question_id: z.number().int(),
  grade: z.number(),
  /** The goal in force when the student rated (docs/product/subjects-and-classes.md "Grades and goals"). */
  goal: z.number(),
})
export type ProgressRating = z.infer<typeof progressRating>

/**
 * One student's standing in one topic (`evaluations_per_user`, docs/product/progress.md "Progress screen").
 */
export const topicStanding = z.object({
  /** The goal in force at the student's newest rating of the topic. */
  goal: z.number(),
  /** Average of the counted grades, 2 decimals. */
  average: z.number(),
  /** Counted ratings / questions x 100, rounded. */
  progress: z.number().int(),
  /**
   * The student's ratings of this topic took under 120 s on average (docs/product/progress.md "Too fast"):
   * the bar is flagged.
   */
  too_fast: z.boolean(),
  evaluations: z.array(progressRating),
})
export type TopicStanding = z.infer<typeof topicStanding>

/**
 * What a topic tile shows of the whole class (`stats {avg, progress}`, docs/product/progress.md
 * "Progress screen").
 */
export const topicStats = z.object({
  /** Average of the class's counted grades in the topic, 2 decimals; 0 before the first rating. */
  avg: z.number(),
  /** Counted ratings / (questions x students) x 100, rounded. */
  progress: z.number().int(),
  /** Counted ratings in the topic. */
  evaluations: z.number().int(),
})
export type TopicStats = z.infer<typeof topicStats>

export const progressQuestion = z.object({ id: z.number().int(), title: z.string(), order: z.number().int() })
export type ProgressQuestion = z.infer<typeof progressQuestion>

export const progressTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The row number. */
  order: z.number().int(),
  block_id: z.number().int(),
  topic_type: topicType,
  questions: z.array(progressQuestion),
  stats: topicStats,
  /** Keyed by the student's id; a student without a counted rating of the topic is absent. */
  evaluations_per_user: z.record(z.string(), topicStanding),
  /** The topic has a check (issue 37): the grid shows what it attests beside the two ratings. */
  has_check: z.boolean(),
  /**
   * Each active student's result in the topic's check (issue 37 item 3), keyed by the student's id;
   * a student without a submitted attempt or a teacher's decision is absent.
   */
  check_results: z.record(z.string(), checkResult),
})
export type ProgressTopic = z.infer<typeof progressTopic>

/** A student of the class, as the progress screens list them. */
export const progressStudent = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  /** The student's goal now (the card's 'Ziel'). */
  goal: z.number(),
})
export type ProgressStudent = z.infer<typeof progressStudent>

/** GET /modules/withEvaluationsById?id&event_id: the grid of an activation with its ratings. */
export const moduleWithEvaluationsQuery = z.strictObject({ id: idParam, event_id: idParam })
export const moduleWithEvaluations = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rows: z.number().int(),
  columns: z.number().int(),
  is_owner: z.boolean(),
  event_id: z.number().int(),
  /** The activation: its own id and status (2 active, 4 finished). */
  active_module: z.object({ id: z.number().int(), status_id: z.number().int() }),
  group: eventGroup,
  subject: eventSubject,
  /**
   * The school year its class was archived in ("2025/26"), null for a current class (issue 36 item 4):
   * the progress screens then say so and offer no writes, which the server would refuse anyway.
   */
  archived_in: z.string().nullable(),
  /** Active students of the class, by name as a German reader sorts them (umlauts with their base letter). */
  users: z.array(progressStudent),
  blocks: z.array(block.extend({ topics: z.array(progressTopic) })),
})
export type ModuleWithEvaluations = z.infer<typeof moduleWithEvaluations>

export const eventTopicQuery = z.strictObject({ event_id: idParam, topic_id: idParam })
export const eventQuery = z.strictObject({ event_id: idParam })

/** GET /modules/loadUsersByTopic: each active student of the class in one topic. */
export const topicUser = progressStudent.extend({
  /** Average of the counted grades, 2 decimals; null before the first. */
  average: z.number().nullable(),
  progress: z.number().int(),
  evaluations: z.number().int(),
  /** Ratings given in under 120 s. */
  too_fast: z.number().int(),
  /** Ratings with the time recorded. */
  timed: z.number().int(),
  /** Seconds spent on the topic's rated questions, over those recorded. */
  seconds_spent: z.number().int(),
  last_rated_at: z.string().nullable(),
  /** The student's result in the topic's check (issue 37); null without an attempt or a decision, or without a check. */
  check: checkResult.nullable(),
})
export type TopicUser = z.infer<typeof topicUser>
export const topicUserList = z.array(topicUser)

/** GET /modules/loadQuestionsByTopic: each question of the topic with the class's ratings of it. */
export const topicQuestion = progressQuestion.extend({
  /**
   * Average of the counted grades, 2 decimals; null before the first (below 4 is danger:
   * docs/product/progress.md "Topic statistics dialog").
   */
  average: z.number().nullable(),
  evaluations: z.number().int(),
  too_fast: z.number().int(),
  timed: z.number().int(),
})
export type TopicQuestion = z.infer<typeof topicQuestion>
export const topicQuestionList = z.array(topicQuestion)

/** One student's grade of one question in the charts (docs/product/progress.md "Bubble chart"). */
export const chartEvaluation = z.object({
  user_id: z.number().int(),
  user_firstname: z.string(),
  user_lastname: z.string(),
  grade: z.number(),
})
export type ChartEvaluation = z.infer<typeof chartEvaluation>

export const chartQuestion = progressQuestion.extend({
  topic_id: z.number().int(),
  topic_name: z.string(),
  /** Where the topic sits in the grid. */
  column: z.number().int(),
  row: z.number().int(),
  evaluations: z.array(chartEvaluation),
})
export type ChartQuestion = z.infer<typeof chartQuestion>

/** GET /charts/usersByEventAndTopic: one topic's questions and their counted grades. */
export const topicChart = z.object({
  topic_id: z.number().int(),
  topic_name: z.string(),
  questions: z.array(chartQuestion),
})
export type TopicChart = z.infer<typeof topicChart>

/** GET /charts/usersByEvent: every question of the activation's grid, in grid order, with its grades. */
export const eventChart = z.object({
  event_id: z.number().int(),
  module_id: z.number().int(),
  module_name: z.string(),
  group_name: z.string(),
  /** Active students of the class (the bubble sizes are shares of them). */
  users_count: z.number().int(),
  questions: z.array(chartQuestion),
})
export type EventChart = z.infer<typeof eventChart>

/**
 * GET /modules/getStudentProgressReport?module_id&user_id (docs/product/progress.md "PDF report"), and
 * `event_id` (ours, optional) to take one activation when the student's classes run the module twice.
 */
export const studentProgressReportQuery = z.strictObject({
  module_id: idParam,
  user_id: idParam,
  event_id: idParam.optional(),
})
export const studentProgressReport = z.object({
  /** 'BEARBEITETE AUFTRÄGE': questions rated (counted grades) / questions of the module x 100, rounded. */
  progress_percentage: z.number().int(),
  /** 'ARBEITSTAGE': the distinct days (school time zone) on which the student rated. */
  days_worked_count: z.number().int(),
  /**
   * 'ZUVERLÄSSIGKEIT' (the original's 'RELIABILITY', decision 023): the share of timed ratings with more
   * than 5 s spent, rounded; 0 without any.
   */
  carefully_evaluated_percentage: z.number().int(),
  evaluations_count: z.number().int(),
  questions_count: z.number().int(),
})
export type StudentProgressReport = z.infer<typeof studentProgressReport>
