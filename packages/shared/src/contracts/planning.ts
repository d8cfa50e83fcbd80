import { z } from 'zod'
import { planningMessages } from '../messages/planning'
import { EventType } from '../school'
import { isHalfStepGrade } from '../student'
import { pageOf } from './common'
import { idField, idParam } from './subjects'

// The teacher's homework and exams (issue 15, docs/product/subjects-and-classes.md "Homework and exams"): set
// on a topic of a module the teacher may use, for one of their classes in one of their subjects, with a date;
// listed open and closed, 10 per page; exam grades entered per student.

export const plannedTypes = ['homework', 'exam'] as const
export type PlannedType = (typeof plannedTypes)[number]
export const plannedTypeIds: Record<PlannedType, number> = {
  homework: EventType.homework,
  exam: EventType.exam,
}

/** Open: the date is still ahead. Closed: it has passed. */
export const plannedStates = ['open', 'closed'] as const
export type PlannedState = (typeof plannedStates)[number]

export const planningPageSize = 10

const pageParam = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1))
  .default(1)

export const plannedListQuery = z.strictObject({
  type: z.enum(plannedTypes),
  state: z.enum(plannedStates).default('open'),
  page: pageParam,
})
export type PlannedListQuery = z.input<typeof plannedListQuery>

export const plannedEvent = z.object({
  id: z.number().int(),
  event_type_id: z.number().int(),
  due_at: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  subject: z.object({ id: z.number().int(), title: z.string(), token: z.string() }),
  topic: z.object({ id: z.number().int(), title: z.string() }),
  module: z.object({ id: z.number().int(), name: z.string() }),
  /** Active students of the class. */
  students: z.number().int(),
  /** Active students who are done: every question rated (homework), or graded (exam). */
  done: z.number().int(),
})
export type PlannedEvent = z.infer<typeof plannedEvent>

export const plannedPage = pageOf(plannedEvent)
export type PlannedPage = z.infer<typeof plannedPage>

/** A date and time the browser sends as ISO 8601 (the form's date at the end of the school day). */
const dueField = z.iso.datetime({ offset: true, error: planningMessages.dateInvalid })

export const plannedStoreBody = z.strictObject({
  type: z.enum(plannedTypes, { error: planningMessages.typeInvalid }),
  group_id: idField,
  subject_id: idField,
  topic_id: idField,
  due_at: dueField,
})
export type PlannedStoreBody = z.infer<typeof plannedStoreBody>

export const plannedUpdateBody = z.strictObject({ id: idField, due_at: dueField })
export type PlannedUpdateBody = z.infer<typeof plannedUpdateBody>

export const plannedIdBody = z.strictObject({ id: idField })
export const plannedIdQuery = z.strictObject({ id: idParam })

/**
 * A topic the teacher can set homework or an exam on, grouped by module, with the classes and subjects
 * the module runs in for this teacher (`runs`): the dialog offers first what runs in the chosen class
 * and subject (docs/product/runs.md "Homework and exams").
 */
export const topicChoice = z.object({
  module: z.object({ id: z.number().int(), name: z.string() }),
  runs: z.array(z.object({ group_id: z.number().int(), subject_id: z.number().int() })),
  topics: z.array(
    z.object({ id: z.number().int(), title: z.string(), block: z.string(), questions: z.number().int() }),
  ),
})
export type TopicChoice = z.infer<typeof topicChoice>
export const topicChoiceList = z.array(topicChoice)

/** One student of the exam's class with their self-assessment and grade. */
export const examResultRow = z.object({
  user: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  before: z.number().nullable(),
  after: z.number().nullable(),
  grade: z.number().nullable(),
})
export type ExamResultRow = z.infer<typeof examResultRow>
export const examResultList = z.array(examResultRow)

const examGradeField = z
  .number({ error: planningMessages.gradeInvalid })
  .refine((value) => isHalfStepGrade(value) && value >= 1, { error: planningMessages.gradeInvalid })
  .nullable()

export const examGradesBody = z.strictObject({
  id: idField,
  grades: z
    .array(z.strictObject({ user_id: idField, grade: examGradeField }))
    .min(1)
    .max(200),
})
export type ExamGradesBody = z.infer<typeof examGradesBody>
