import { z } from 'zod'
import { studentMessages } from '../messages/student'
import { isHalfStepGrade, studentFeedbackTypeIds, studentLimits } from '../student'
import { requiredText } from './common'
import { solution } from './grid'
import { idField, idParam } from './subjects'

// The student API (/api/student/v1/, issue 15): a student joins classes with their codes, rates the
// questions of the modules and homework their classes run, sets goals, leaves feedback and assesses
// themselves before and after exams. Every answer is the caller's own data.

/**
 * A grade of the Swiss scale as a student gives it: 0 to 6 in half steps
 * (docs/product/subjects-and-classes.md "Grades and goals").
 */
export const gradeField = z
  .number({ error: studentMessages.gradeInvalid })
  .refine(isHalfStepGrade, { error: studentMessages.gradeInvalid, abort: true })

/** A goal: 1 to 6 in half steps (a goal of 0 would make every rating reach it). */
export const goalField = gradeField.refine((value) => value >= 1, { error: studentMessages.gradeInvalid })

/**
 * The id the student's device gives a rating, feedback or help request it may have to send again
 * (issue 32 item 4, decision 028): an app that queues writes offline replays them, perhaps twice, and
 * the server takes the same id twice as one write.
 */
export const clientIdField = z.uuid({ error: studentMessages.clientIdInvalid }).meta({
  description:
    "The device's id of this write (a UUID, e.g. crypto.randomUUID()). Sent again - a replay of an offline queue - it is the same write: nothing is written twice and the answer is the first one's.",
})

export const studentUserInfo = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  /** Null for an account a teacher created from a list of names (docs/product/accounts.md). */
  email: z.string().nullable(),
  username: z.string().nullable(),
  /** Signed in with a start password: the app asks for an own one before anything else. */
  must_change_password: z.boolean(),
  role_id: z.number().int(),
  /** The goal for subjects without one of their own. */
  goal: z.number(),
})
export type StudentUserInfo = z.infer<typeof studentUserInfo>

export const joinClassBody = z.strictObject({
  token: z
    .string({ error: studentMessages.classCodeRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: studentMessages.classCodeRequired })
    .max(20, { error: studentMessages.classCodeUnknown }),
})
export type JoinClassBody = z.infer<typeof joinClassBody>

/** The class the student leaves (decision 042). */
export const leaveClassBody = z.strictObject({ group_id: idField })
export type LeaveClassBody = z.infer<typeof leaveClassBody>

export const studentClass = z.object({
  id: z.number().int(),
  name: z.string(),
  teacher: z.object({ firstname: z.string(), lastname: z.string() }),
  /** False once the teacher switched the student inactive in this class: nothing is rated there. */
  active: z.boolean(),
  /** The school year the teacher archived the class in ("2025/26"): read-only; null while current. */
  archived_in: z.string().nullable(),
})
export type StudentClass = z.infer<typeof studentClass>
export const studentClassList = z.array(studentClass)

export const studentSubject = z.object({ id: z.number().int(), title: z.string(), token: z.string() })

/** A subject the student's classes work in, with the student's goal for it. */
export const studentGoal = z.object({
  subject: studentSubject,
  goal: z.number(),
  /** False while the goal is the student's general one (default 4). */
  own: z.boolean(),
})
export type StudentGoal = z.infer<typeof studentGoal>
export const studentGoalList = z.array(studentGoal)

export const goalUpdateBody = z.strictObject({ subject_id: idField, goal: goalField })
export type GoalUpdateBody = z.infer<typeof goalUpdateBody>

/** A module a class of the student runs (an activation), with the student's standing in it. */
export const studentModule = z.object({
  event_id: z.number().int(),
  module: z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
  group: z.object({ id: z.number().int(), name: z.string() }),
  subject: studentSubject,
  /** The teacher marked it finished, or archived its class: readable, no longer rated. */
  finished: z.boolean(),
  /** The school year its class was archived in ("2025/26"), shown under earlier years; null while current. */
  archived_in: z.string().nullable(),
  goal: z.number(),
  /** Rated questions (grades 1-6) / questions x 100, rounded. */
  progress: z.number().int(),
  /** Average of the student's counted grades, 2 decimals; null before the first. */
  average: z.number().nullable(),
})
export type StudentModule = z.infer<typeof studentModule>
export const studentModuleList = z.array(studentModule)

export const topicQuery = z.strictObject({ event_id: idParam, topic_id: idParam })

/** A cell of the student's grid: the topic and how far the student is in it. */
export const studentTopicCell = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  topic_type_id: z.number().int(),
  questions_count: z.number().int(),
  rated_count: z.number().int(),
  average: z.number().nullable(),
})
export type StudentTopicCell = z.infer<typeof studentTopicCell>

export const studentGrid = z.object({
  event_id: z.number().int(),
  module: z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
  subject: studentSubject,
  group: z.object({ id: z.number().int(), name: z.string() }),
  finished: z.boolean(),
  archived_in: z.string().nullable(),
  goal: z.number(),
  rows: z.number().int(),
  columns: z.number().int(),
  blocks: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      order: z.number().int(),
      topics: z.array(studentTopicCell),
    }),
  ),
})
export type StudentGrid = z.infer<typeof studentGrid>

export const studentRating = z.object({
  grade: z.number(),
  goal: z.number(),
  updated_at: z.string(),
})

export const studentQuestion = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  /** A web link of the question. */
  link: z.string().nullable(),
  /** The question's uploaded file (image or PDF), as the student API serves it. */
  file: z.string().nullable(),
  rating: studentRating.nullable(),
  /** The teacher's solutions, shown once the student has rated the question. */
  solutions: z.array(solution),
  /** The question has a solution that rating it will show. */
  has_solution: z.boolean(),
})
export type StudentQuestion = z.infer<typeof studentQuestion>

export const studentTopic = z.object({
  event_id: z.number().int(),
  event_type_id: z.number().int(),
  topic: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    topic_type_id: z.number().int(),
  }),
  module_name: z.string(),
  subject: studentSubject,
  /** The student may rate here now (an active activation or homework, an active membership). */
  ratable: z.boolean(),
  goal: z.number(),
  questions: z.array(studentQuestion),
})
export type StudentTopic = z.infer<typeof studentTopic>

export const rateBody = z.strictObject({
  event_id: idField,
  question_id: idField,
  grade: gradeField,
  /** How long the student worked on the question before rating it (docs/product/progress.md "Too fast"). */
  seconds_spent: z
    .number({ error: studentMessages.secondsInvalid })
    .int({ error: studentMessages.secondsInvalid })
    .min(0, { error: studentMessages.secondsInvalid })
    .max(studentLimits.secondsSpentMax, { error: studentMessages.secondsInvalid })
    .optional(),
  client_id: clientIdField.optional(),
  rated_at: z.iso
    .datetime({ offset: true, error: studentMessages.ratedAtInvalid })
    .meta({
      description:
        "When the student gave the rating, by the device's clock (ISO 8601 with offset). Of two ratings of the same question the later one stands, whatever arrives first. A time after the server's is taken as the server's; without it the server's time is used.",
    })
    .optional(),
})
export type RateBody = z.infer<typeof rateBody>

/**
 * The rating of the question that stands after the call: the one sent, or a later one already given
 * (`superseded`), perhaps on another device. The grade and goal are the standing rating's.
 */
export const rateAnswer = z.object({
  question_id: z.number().int(),
  grade: z.number().meta({ description: 'The grade of the rating that stands.' }),
  goal: z.number().meta({ description: 'The goal in force when the standing rating was given.' }),
  superseded: z.boolean().meta({
    description:
      'True when a rating the student gave later (by rated_at) already stands: this one was not counted, the standing grade is answered.',
  }),
  rated_at: z.string().meta({ description: 'When the standing rating was given (ISO 8601).' }),
  /** The question's solutions, now that it is rated. */
  solutions: z.array(solution),
})
export type RateAnswer = z.infer<typeof rateAnswer>

export const studentFeedbackBody = z.strictObject({
  event_id: idField,
  question_id: idField,
  feedback_type_id: z
    .number({ error: studentMessages.feedbackTypeInvalid })
    .refine((id) => (studentFeedbackTypeIds as readonly number[]).includes(id), {
      error: studentMessages.feedbackTypeInvalid,
    }),
  content: requiredText(
    studentMessages.feedbackRequired,
    studentLimits.feedbackMax,
    studentMessages.feedbackTooLong,
    {
      multiline: true,
    },
  ),
  client_id: clientIdField.optional(),
})
export type StudentFeedbackBody = z.infer<typeof studentFeedbackBody>

export const studentFeedbackAnswer = z.object({ id: z.number().int() })

const plannedFields = {
  event_id: z.number().int(),
  due_at: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  subject: studentSubject,
  topic: z.object({ id: z.number().int(), title: z.string() }),
  module_name: z.string(),
}

/** A homework of the student's class: rate the topic's questions by the due date. */
export const studentHomework = z.object({
  ...plannedFields,
  questions_count: z.number().int(),
  rated_count: z.number().int(),
  done: z.boolean(),
  /** The due date has passed. */
  overdue: z.boolean(),
})
export type StudentHomework = z.infer<typeof studentHomework>
export const studentHomeworkList = z.array(studentHomework)

/** An exam of the student's class: self-assessment before and after, and the teacher's grade. */
export const studentExam = z.object({
  ...plannedFields,
  before: z.number().nullable(),
  after: z.number().nullable(),
  grade: z.number().nullable(),
  /** Before the exam date the student assesses "before", from then on "after". */
  phase: z.enum(['before', 'after']),
})
export type StudentExam = z.infer<typeof studentExam>
export const studentExamList = z.array(studentExam)

export const selfAssessmentBody = z
  .strictObject({ event_id: idField, before: gradeField.optional(), after: gradeField.optional() })
  .refine((body) => body.before !== undefined || body.after !== undefined, {
    error: studentMessages.selfAssessmentRequired,
    path: ['before'],
  })
export type SelfAssessmentBody = z.infer<typeof selfAssessmentBody>
