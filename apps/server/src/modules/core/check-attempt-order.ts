import { randomInt } from 'node:crypto'
import type { CheckItem } from '@lernraster/shared'

/**
 * The order a student gets a check in (issue 37: "items and options shuffled"): the items, and the
 * options or steps of each, shuffled for each attempt and kept with it (`check_attempts.items`), so
 * a reload or a lost connection shows the same attempt. Fisher-Yates with the system's random numbers.
 */

export interface AttemptItemOrder {
  id: string
  /** The ids of the item's options (single, multiple) or steps (order) as shown; empty for the others. */
  options: string[]
}

function shuffled<T>(list: T[]): T[] {
  const copy = [...list]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1)
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}

/** Steps never shown in their right order: a student who changes nothing must not be right by it. */
function shuffledSteps(ids: string[]): string[] {
  if (ids.length < 2) return ids
  let order = shuffled(ids)
  while (order.every((id, index) => id === ids[index])) order = shuffled(ids)
  return order
}

export function attemptOrder(items: (CheckItem & { id: string })[]): AttemptItemOrder[] {
  return shuffled(items).map((item) => {
    switch (item.kind) {
      case 'single':
      case 'multiple':
        return { id: item.id, options: shuffled(item.options.map((option) => option.id)) }
      case 'order':
        return { id: item.id, options: shuffledSteps(item.steps.map((step) => step.id)) }
      default:
        return { id: item.id, options: [] }
    }
  })
}
