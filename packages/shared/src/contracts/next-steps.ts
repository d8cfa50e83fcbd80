import { z } from 'zod'
import { idField, idParam } from './subjects'

// The next step (issue 19, packages/shared/src/next-step.ts): the topic each student should work on
// next, computed from the grid's order, the student's progress and goal; a topic the teacher pinned
// wins until the pin is removed.

export const nextStepOf = z.object({
  topic_id: z.number().int(),
  /** The teacher pinned this topic (else it follows from the grid). */
  pinned: z.boolean(),
})
export type NextStepOf = z.infer<typeof nextStepOf>

/** One student's next step; `next_step` null when every topic is done at the goal. */
export const studentNextStep = z.object({
  user_id: z.number().int(),
  next_step: nextStepOf.nullable(),
})
export type StudentNextStep = z.infer<typeof studentNextStep>

/**
 * GET /api/teacher/v1/nextSteps?event_id: every active student's next step in the activation (class's
 * teacher, module's owner), in the order of the students' ids.
 */
export const nextStepsQuery = z.strictObject({ event_id: idParam })
export const studentNextStepList = z.array(studentNextStep)

/**
 * POST /api/teacher/v1/nextSteps/pin: pin a topic of the activation's module as the student's next
 * step; `topic_id` null removes the pin. Answers the student's next step as it now stands.
 */
export const nextStepPinBody = z.strictObject({
  event_id: idField,
  user_id: idField,
  topic_id: idField.nullable(),
})
export type NextStepPinBody = z.infer<typeof nextStepPinBody>

/** GET /api/student/v1/nextStep?event_id: the caller's own next step in an activation of their class. */
export const ownNextStepQuery = z.strictObject({ event_id: idParam })
export const ownNextStep = z.object({ next_step: nextStepOf.nullable() })
export type OwnNextStep = z.infer<typeof ownNextStep>
