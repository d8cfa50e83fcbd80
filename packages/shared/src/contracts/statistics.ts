import { z } from 'zod'
import { idParam } from './subjects'

export const evaluationsByUserQuery = z.strictObject({ user_id: idParam, group_id: idParam })

/** One homework of the student: the average of their ratings on its topic's questions. */
export const homeworkResult = z.object({
  event_id: z.number().int(),
  topic_title: z.string(),
  event_avg: z.number(),
  /** The goal in force when the student rated (docs/product/subjects-and-classes.md "Grades and goals"). */
  goal: z.number(),
})
export type HomeworkResult = z.infer<typeof homeworkResult>

export const examResult = z.object({
  event_id: z.number().int(),
  topic_title: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  grade: z.number().nullable(),
})
export type ExamResult = z.infer<typeof examResult>

/** One row of the statistics modal (docs/product/subjects-and-classes.md "Student statistics"). */
export const subjectEvaluation = z.object({
  subject_id: z.number().int(),
  subject_title: z.string(),
  /** The student's goal now. */
  goal: z.number(),
  /** Mean of the homework averages (each homework counts once); null without homework done. */
  homework_avg: z.number().nullable(),
  /** Mean of the exam grades; null without a graded exam. */
  exam_avg: z.number().nullable(),
  homework: z.array(homeworkResult),
  exam: z.array(examResult),
})
export type SubjectEvaluation = z.infer<typeof subjectEvaluation>
export const subjectEvaluationList = z.array(subjectEvaluation)

export const notDoneEventsQuery = z.strictObject({ userId: idParam, groupId: idParam, subjectId: idParam })

export const notDoneEvent = z.object({
  id: z.number().int(),
  due_at: z.string(),
  /** The date has passed; a homework still open before its date is listed too, not overdue. */
  overdue: z.boolean(),
  topic: z.object({ title: z.string() }),
})
export type NotDoneEvent = z.infer<typeof notDoneEvent>

export const notDoneEvents = z.object({
  homeworks: z.array(notDoneEvent),
  exams: z.array(notDoneEvent),
})
export type NotDoneEvents = z.infer<typeof notDoneEvents>
