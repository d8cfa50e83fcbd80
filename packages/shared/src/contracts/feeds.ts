import { z } from 'zod'
import { schoolMessages } from '../messages/school'
import { feedLimits } from '../modules'
import { idField } from './subjects'

// The overview's three feeds (docs/product/runs.md "Feeds").

const count = (max: number, fallback: number) =>
  z
    .string({ error: schoolMessages.idInvalid })
    .regex(/^\d{1,6}$/, { error: schoolMessages.idInvalid })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(0)
        .max(max, { error: `Höchstens ${max}` }),
    )
    .optional()
    .transform((value) => value ?? fallback)

/** A page of a feed: `take` 1..256 (8 by default), `skip` for evaluations/newest. */
export const feedTakeQuery = z.strictObject({
  take: count(feedLimits.maxTake, feedLimits.initialTake).pipe(z.number().min(1, { error: 'Mindestens 1' })),
})
export const feedPageQuery = feedTakeQuery.extend({ skip: count(feedLimits.maxSkip, 0) })

/** A student's newest rating in one of the teacher's active modules. */
export const newestEvaluation = z.object({
  id: z.number().int(),
  grade: z.number(),
  goal: z.number(),
  updated_at: z.string(),
  user: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  question: z.object({
    id: z.number().int(),
    title: z.string(),
    topic: z.object({
      id: z.number().int(),
      title: z.string(),
      column: z.number().int(),
      row: z.number().int(),
    }),
  }),
  /** The activation: its id, the module it runs and its name. */
  active_module: z.object({ id: z.number().int(), module_id: z.number().int(), name: z.string() }),
  event: z.object({
    id: z.number().int(),
    group: z.object({ id: z.number().int(), name: z.string(), token: z.string() }),
  }),
})
export type NewestEvaluation = z.infer<typeof newestEvaluation>
export const newestEvaluationList = z.array(newestEvaluation)

/**
 * A change an owner made to a module shared with or bought by the teacher (docs/product/modules.md
 * "Change records").
 */
export const changeFeedItem = z.object({
  id: z.number().int(),
  module_id: z.number().int(),
  module_name: z.string(),
  /** module, block, topic or question */
  type: z.string(),
  name: z.string(),
  /** new, updated or deleted */
  feed_status_name: z.string(),
  from_user_firstname: z.string(),
  from_user_lastname: z.string(),
  created_at: z.string(),
})
export type ChangeFeedItem = z.infer<typeof changeFeedItem>
export const changeFeedList = z.array(changeFeedItem)

export const feedbackType = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  icon: z.string(),
})

/** Feedback a student left on a question of one of the teacher's modules. */
export const studentFeedback = z.object({
  id: z.number().int(),
  content: z.string(),
  solved: z.boolean(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  feedback_type: feedbackType,
  question: z.object({
    id: z.number().int(),
    title: z.string(),
    topic: z.object({ id: z.number().int(), title: z.string() }),
  }),
  module: z.object({ id: z.number().int(), name: z.string() }),
  group: z.object({ id: z.number().int(), name: z.string() }),
})
export type StudentFeedback = z.infer<typeof studentFeedback>
export const studentFeedbackList = z.array(studentFeedback)

export const feedbackToggleBody = z.strictObject({ student_feedback_question_id: idField })
export const feedbackToggleAnswer = z.object({ id: z.number().int(), solved: z.boolean() })
export type FeedbackToggleAnswer = z.infer<typeof feedbackToggleAnswer>
