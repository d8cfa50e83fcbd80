import { foldTypedText, parseTypedNumber } from './check-answers'
import type { CheckAnswer, CheckItemKey } from './check-items'

/**
 * Scoring a check (issue 37, decision 052). An item is right or wrong, never half right: a check
 * attests what a student can do, and "three of four boxes" does not say that. The server scores;
 * the teacher's preview uses the same rules.
 */

/** The pass mark a new check starts with, in percent of its items. */
export const defaultPassPercent = 80

const sameSet = (left: string[], right: string[]) =>
  left.length === right.length && new Set(left).size === left.length && left.every((id) => right.includes(id))

/** Whether the answer is right; an answer of another kind than the item, or none, is wrong. */
export function isRightAnswer(item: CheckItemKey, answer: CheckAnswer | undefined): boolean {
  if (!answer || answer.kind !== item.kind) return false
  switch (item.kind) {
    case 'single':
      return answer.kind === 'single' && answer.option === item.correct
    case 'multiple':
      // Every right option and no other: the set, not a share of it.
      return answer.kind === 'multiple' && sameSet(answer.options, item.correct)
    case 'number': {
      if (answer.kind !== 'number') return false
      const value = parseTypedNumber(answer.value)
      // A rounding error of the float must not fail an exact answer ("0,3" for 0.1 + 0.2).
      return value !== undefined && Math.abs(value - item.answer) <= item.tolerance + 1e-9
    }
    case 'text': {
      if (answer.kind !== 'text') return false
      const given = foldTypedText(answer.value, item.foldUmlauts)
      return (
        given !== '' && item.accepted.some((accepted) => foldTypedText(accepted, item.foldUmlauts) === given)
      )
    }
    case 'order':
      return (
        answer.kind === 'order' &&
        answer.steps.length === item.steps.length &&
        item.steps.every((step, index) => answer.steps[index] === step.id)
      )
  }
}

export interface CheckScore {
  right: number
  total: number
  /** Right items in percent of all, rounded down: 79.9 % is not 80 %. */
  percent: number
  passed: boolean
}

/** An attempt's score: `answers` by item, in the items' order; a missing answer is a wrong one. */
export function scoreAttempt(
  items: CheckItemKey[],
  answers: (CheckAnswer | undefined)[],
  passPercent: number = defaultPassPercent,
): CheckScore {
  const right = items.filter((item, index) => isRightAnswer(item, answers[index])).length
  const total = items.length
  const percent = total === 0 ? 0 : Math.floor((right * 100) / total)
  // Compared exactly, in whole numbers: 2 of 3 (66.7 %) fails a pass mark of 67 %.
  return { right, total, percent, passed: total > 0 && right * 100 >= passPercent * total }
}
