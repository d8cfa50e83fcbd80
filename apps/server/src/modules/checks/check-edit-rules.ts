import { randomBytes } from 'node:crypto'
import { type CheckItem, type CheckItemKey, scoringKeyOf, type TopicCheck } from '@lernraster/shared'

/**
 * Which changes a check that students already took may take (issue 37, decision 053): those that
 * keep every submitted result meaningful. A result says "these items, scored with these keys, against
 * this pass mark": so the items (by id), their kinds, their right answers and the pass mark stay.
 * Free are the wording (task, options' and steps' texts, feedback), pictures, the order the items
 * are listed in and the settings that only concern attempts to come: when the check opens, the
 * waiting time, the number of attempts and the time limit.
 */

/** The scoring key without texts: option and step texts may be reworded, their ids and roles not. */
function scoringShape(item: CheckItem): unknown {
  const key: CheckItemKey = scoringKeyOf(item)
  switch (key.kind) {
    case 'single':
    case 'multiple':
      return { ...key, options: key.options.map((option) => option.id).sort() }
    case 'order':
      return { ...key, steps: key.steps.map((step) => step.id) }
    default:
      return key
  }
}

const sameJson = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right)

export function keepsResultsMeaningful(
  before: TopicCheck,
  after: { pass_percent: number; items: (CheckItem & { id: string })[] },
): boolean {
  if (before.pass_percent !== after.pass_percent || before.items.length !== after.items.length) return false
  const beforeById = new Map(before.items.map((item) => [item.id, item]))
  return after.items.every((item) => {
    const earlier = beforeById.get(item.id)
    return earlier !== undefined && sameJson(scoringShape(earlier), scoringShape(item))
  })
}

/**
 * Every item with an id: the one it was sent with, or a new one. Two items sent with the same id
 * are refused by the caller (`repeatedItemId`).
 */
export function withItemIds<Item extends CheckItem>(items: Item[]): (Item & { id: string })[] {
  return items.map((item) => ({ ...item, id: item.id ?? `i${randomBytes(6).toString('base64url')}` }))
}

export const repeatedItemId = (items: { id: string }[]): boolean =>
  new Set(items.map((item) => item.id)).size !== items.length
