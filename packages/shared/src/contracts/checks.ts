import { z } from 'zod'
import type { CheckItemKey } from '../checks/check-items'
import { checkLimits, checkOpens } from '../checks/check-limits'
import { defaultPassPercent } from '../checks/check-scoring'
import { checkMessages } from '../messages/checks'
import { requiredText } from './common'
import { storedFilePath } from './grid'
import { idField, idParam } from './subjects'

// A topic's check as the teacher writes it (issue 37, decision 052). The kinds' keys are those of
// checks/check-items.ts, which the scoring reads; here are their limits and the texts of refusals.

const optionId = z
  .string()
  .trim()
  .min(1, { error: checkMessages.optionRequired })
  .max(checkLimits.optionIdMax)
const option = z.strictObject({
  id: optionId,
  text: requiredText(checkMessages.optionRequired, checkLimits.optionMax),
})
/** Choices or steps: each with an id of its own, so shuffling and reordering keep them apart. */
const optionList = (countMessage: string) =>
  z
    .array(option, { error: countMessage })
    .min(checkLimits.optionsMin, { error: countMessage })
    .max(checkLimits.optionsMax, { error: countMessage })
    .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, {
      error: checkMessages.optionsRepeated,
    })
const options = optionList(checkMessages.optionsCount)
const typedNumber = z
  .number({ error: checkMessages.numberInvalid })
  .finite({ error: checkMessages.numberInvalid })

/**
 * What every item has: an id that stays while the item is edited or moved (attempts name their
 * answers by it; the server gives one to an item sent without), the task, a picture (an upload, by
 * the rules of a question's file) and what the student reads after the attempt.
 */
const itemText = {
  id: optionId.optional(),
  picture: storedFilePath.nullable().default(null),
  prompt: requiredText(checkMessages.promptRequired, checkLimits.promptMax, undefined, { multiline: true }),
  feedback: z.string().trim().max(checkLimits.feedbackMax).default(''),
}

const ids = (list: { id: string }[]) => list.map((entry) => entry.id)

export const checkItem = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({ kind: z.literal('single'), ...itemText, options, correct: optionId })
      .refine((item) => ids(item.options).includes(item.correct), {
        error: checkMessages.correctUnknown,
        path: ['correct'],
      }),
    z
      .strictObject({
        kind: z.literal('multiple'),
        ...itemText,
        options,
        correct: z.array(optionId).min(1, { error: checkMessages.correctRequired }),
      })
      .refine((item) => item.correct.every((id) => ids(item.options).includes(id)), {
        error: checkMessages.correctUnknown,
        path: ['correct'],
      })
      .refine((item) => new Set(item.correct).size === item.correct.length, {
        error: checkMessages.optionsRepeated,
        path: ['correct'],
      }),
    z.strictObject({
      kind: z.literal('number'),
      ...itemText,
      answer: typedNumber,
      tolerance: typedNumber.min(0, { error: checkMessages.toleranceInvalid }).default(0),
      unit: z.string().trim().max(checkLimits.unitMax).default(''),
    }),
    z.strictObject({
      kind: z.literal('text'),
      ...itemText,
      accepted: z
        .array(requiredText(checkMessages.acceptedRequired, checkLimits.acceptedTextMax), {
          error: checkMessages.acceptedRequired,
        })
        .min(1, { error: checkMessages.acceptedRequired })
        .max(checkLimits.acceptedMax, { error: checkMessages.acceptedRequired }),
      fold_umlauts: z.boolean().default(false),
    }),
    z.strictObject({
      kind: z.literal('order'),
      ...itemText,
      /** In their right order; the student gets them shuffled. */
      steps: optionList(checkMessages.stepsCount),
    }),
  ],
  { error: checkMessages.kindInvalid },
)
export type CheckItem = z.infer<typeof checkItem>

/** The settings of a topic's check, and its items in their order. */
export const checkBody = z.strictObject({
  items: z
    .array(checkItem, { error: checkMessages.itemsCount })
    .min(checkLimits.itemsMin, { error: checkMessages.itemsCount })
    .max(checkLimits.itemsMax, { error: checkMessages.itemsCount }),
  pass_percent: z
    .number({ error: checkMessages.passPercentInvalid })
    .int({ error: checkMessages.passPercentInvalid })
    .min(1, { error: checkMessages.passPercentInvalid })
    .max(100, { error: checkMessages.passPercentInvalid })
    .default(defaultPassPercent),
  opens: z.enum(checkOpens).default('rated'),
  wait_hours: z
    .number({ error: checkMessages.waitHoursInvalid })
    .int({ error: checkMessages.waitHoursInvalid })
    .min(0, { error: checkMessages.waitHoursInvalid })
    .max(checkLimits.waitHoursMax, { error: checkMessages.waitHoursInvalid })
    .default(checkLimits.waitHoursDefault),
  /** Null: as many attempts as the student wants, each after the waiting time. */
  max_attempts: z
    .number({ error: checkMessages.attemptsInvalid })
    .int({ error: checkMessages.attemptsInvalid })
    .min(1, { error: checkMessages.attemptsInvalid })
    .max(checkLimits.attemptsMax, { error: checkMessages.attemptsInvalid })
    .nullable()
    .default(null),
  /** Null: no time limit. */
  time_limit_minutes: z
    .number({ error: checkMessages.timeLimitInvalid })
    .int({ error: checkMessages.timeLimitInvalid })
    .min(1, { error: checkMessages.timeLimitInvalid })
    .max(checkLimits.timeLimitMinutesMax, { error: checkMessages.timeLimitInvalid })
    .nullable()
    .default(null),
})
export type CheckBody = z.input<typeof checkBody>

/** What the scoring reads of an item (checks/check-scoring.ts): its kind and its key, no texts. */
export function scoringKeyOf(item: z.output<typeof checkItem>): CheckItemKey {
  switch (item.kind) {
    case 'single':
      return { kind: 'single', options: item.options, correct: item.correct }
    case 'multiple':
      return { kind: 'multiple', options: item.options, correct: item.correct }
    case 'number':
      return { kind: 'number', answer: item.answer, tolerance: item.tolerance, unit: item.unit }
    case 'text':
      return { kind: 'text', accepted: item.accepted, foldUmlauts: item.fold_umlauts }
    case 'order':
      return { kind: 'order', steps: item.steps }
  }
}

/** GET /checks/byTopic: the topic's check, or null while it has none. */
export const checkTopicQuery = z.strictObject({ topic_id: idParam })

/** POST /checks/save: the topic's check as a whole, replacing the one it had. */
export const checkSaveBody = checkBody.extend({ topic_id: idField })
export type CheckSaveBody = z.input<typeof checkSaveBody>

export const checkRemoveBody = z.strictObject({ topic_id: idField })
export const checkRemoved = z.object({ removed: z.boolean() })

/** A topic's check as its module's readers see it: the teacher's view, right answers included. */
export const topicCheck = z.object({
  topic_id: z.number().int(),
  pass_percent: z.number().int(),
  opens: z.enum(checkOpens),
  wait_hours: z.number().int(),
  max_attempts: z.number().int().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  /** Every item with its id. */
  items: z.array(checkItem),
  /** Attempts were submitted: only changes that keep their results meaningful are saved (decision 053). */
  taken: z.boolean(),
  updated_at: z.string(),
})
export type TopicCheck = z.infer<typeof topicCheck>
export const topicCheckOrNone = topicCheck.nullable()
