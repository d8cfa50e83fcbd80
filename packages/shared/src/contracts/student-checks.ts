import { z } from 'zod'
import { checkLimits } from '../checks/check-limits'
import { checkMessages } from '../messages/checks'
import { idField, idParam } from './subjects'

// A topic's check as a student takes it (issue 37, decisions 052 and 053). Nothing here carries a
// right answer: the items come without their keys, shuffled, and after submitting the student learns
// which items were right and reads the teacher's feedback, not the answers themselves (another
// attempt must still be worth something).

/** Which check: the topic, in one of the student's runs (an activation, homework or an exam). */
export const studentCheckQuery = z.strictObject({ event_id: idParam, topic_id: idParam })
export const studentCheckStartBody = z.strictObject({ event_id: idField, topic_id: idField })

const choice = z.object({ id: z.string(), text: z.string() })

/** An item as the student sees it: single and multiple choice with their options, order with its steps, both shuffled. */
export const studentCheckItem = z.object({
  id: z.string(),
  kind: z.enum(['single', 'multiple', 'number', 'text', 'order']),
  prompt: z.string(),
  /** The student API's path of the item's picture, or null. */
  picture: z.string().nullable(),
  /** The choices (single, multiple) or the steps to put in order (order), in this attempt's order; empty otherwise. */
  options: z.array(choice),
  /** The unit beside a number's field (number); empty otherwise. */
  unit: z.string(),
})
export type StudentCheckItem = z.infer<typeof studentCheckItem>

/** An attempt that runs: its items in its own order, and when it ends (null without a time limit). */
export const runningCheckAttempt = z.object({
  id: z.number().int(),
  number: z.number().int(),
  started_at: z.string(),
  ends_at: z.string().nullable(),
  items: z.array(studentCheckItem),
})
export type RunningCheckAttempt = z.infer<typeof runningCheckAttempt>

const typedValue = z.string().max(checkLimits.acceptedTextMax, { error: checkMessages.answerTooLong })
const choiceId = z.string().max(checkLimits.optionIdMax)

/** A student's answer to one item, of its kind (checks/check-items.ts `CheckAnswer`). */
export const checkAnswer = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('single'), option: choiceId }),
    z.strictObject({ kind: z.literal('multiple'), options: z.array(choiceId).max(checkLimits.optionsMax) }),
    z.strictObject({ kind: z.literal('number'), value: typedValue }),
    z.strictObject({ kind: z.literal('text'), value: typedValue }),
    z.strictObject({ kind: z.literal('order'), steps: z.array(choiceId).max(checkLimits.optionsMax) }),
  ],
  { error: checkMessages.answerInvalid },
)

/**
 * POST /student/checks/submit: the answers by item id; an item without one counts as wrong. Sent
 * again (a lost answer, a second tap), it changes nothing and answers the first submission's result.
 */
export const studentCheckSubmitBody = z.strictObject({
  attempt_id: idField,
  answers: z
    .record(choiceId, checkAnswer)
    .refine((answers) => Object.keys(answers).length <= checkLimits.itemsMax, {
      error: checkMessages.answerInvalid,
    }),
})
export type StudentCheckSubmitBody = z.input<typeof studentCheckSubmitBody>

/** A submitted attempt: its score and, per item in the attempt's order, whether it was right and the teacher's feedback. */
export const checkAttemptResult = z.object({
  id: z.number().int(),
  number: z.number().int(),
  submitted_at: z.string(),
  right: z.number().int(),
  total: z.number().int(),
  /** Right items in percent, rounded down. */
  percent: z.number().int(),
  passed: z.boolean(),
  /** Submitted after its time had run out, or never: answers that came too late count as missing. */
  late: z.boolean(),
  items: z.array(z.object({ id: z.string(), prompt: z.string(), right: z.boolean(), feedback: z.string() })),
})
export type CheckAttemptResult = z.infer<typeof checkAttemptResult>

/**
 * Whether the student may start an attempt now:
 * - open: yes;
 * - running: an attempt runs (`running`), to be answered and submitted;
 * - unrated: first rate every question of the topic (the teacher chose so);
 * - waiting: the waiting time after the last attempt runs until `next_at`;
 * - used_up: every allowed attempt is taken;
 * - passed: the topic is attested (a passed attempt, or the teacher's decision): nothing more to take;
 * - closed: the run is read-only for the student (finished, archived, membership inactive, an exam).
 */
export const studentCheckStates = [
  'open',
  'running',
  'unrated',
  'waiting',
  'used_up',
  'passed',
  'closed',
] as const
export type StudentCheckState = (typeof studentCheckStates)[number]

/** What the topic has become for the student: attested by a passed check or by the teacher's decision. */
export const checkAttestation = z.object({
  attested: z.boolean(),
  /** When: the passed attempt's submission, or the teacher's decision. */
  at: z.string(),
  /** 'check': a passed attempt; 'teacher': the teacher decided (with a note). */
  by: z.enum(['check', 'teacher']),
  note: z.string(),
})
export type CheckAttestation = z.infer<typeof checkAttestation>

/** GET /student/checks/byTopic: the topic's check for the student, or null while it has none. */
export const studentCheck = z.object({
  topic_id: z.number().int(),
  item_count: z.number().int(),
  pass_percent: z.number().int(),
  time_limit_minutes: z.number().int().nullable(),
  max_attempts: z.number().int().nullable(),
  attempts_used: z.number().int(),
  state: z.enum(studentCheckStates),
  /** When another attempt opens (state waiting); null otherwise. */
  next_at: z.string().nullable(),
  running: runningCheckAttempt.nullable(),
  /** The last submitted attempt's result, or null before the first. */
  last_result: checkAttemptResult.nullable(),
  /** Null while neither a passed attempt nor the teacher attested the topic. */
  attestation: checkAttestation.nullable(),
})
export type StudentCheck = z.infer<typeof studentCheck>
export const studentCheckOrNone = studentCheck.nullable()
