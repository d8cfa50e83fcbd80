import {
  type CheckItemStatistics,
  type CheckStatistics,
  type CheckWrongAnswer,
  foldTypedText,
  parseTypedNumber,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { type ItemCountRow, readCheckCounts, type TypedAnswerRow } from './check-statistics.repo'

// GET /checks/statistics (issue 37 item 4): the counts of check-statistics.repo.ts as shares, the typed
// answers folded as the scoring folds them (decision 052), and the items most often wrong among the
// passing attempts. What is counted: decision 053 "Item statistics".

/** How many wrong typed answers an item lists. */
export const wrongAnswersShown = 5

/** `part` of `whole` in whole percent, halves up (as the progress screens' percentOf); 0 of nothing is 0. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.min(100, Math.round((100 * part) / whole))

/**
 * The key a typed answer is counted under: a number by its value ("3,5" and "3.5" are one answer),
 * anything else as the scoring compares texts. The same as `isRightAnswer` reads them.
 */
function foldedKey(kind: ItemCountRow['kind'], value: string, foldUmlauts: boolean): string {
  if (kind === 'number') {
    const number = parseTypedNumber(value)
    if (number !== undefined) return `n:${number}`
  }
  return `t:${foldTypedText(value, kind === 'text' && foldUmlauts)}`
}

/**
 * The most frequent wrong answers, folded; each shown as it was typed most often (the rows come most
 * frequent first, so the first spelling of a key is its most frequent one).
 */
export function mostFrequentWrong(
  item: Pick<ItemCountRow, 'kind' | 'foldUmlauts'>,
  typed: TypedAnswerRow[],
  attempts: number,
): CheckWrongAnswer[] {
  const groups = new Map<string, { value: string; count: number; first: number }>()
  typed.forEach((row, index) => {
    const key = foldedKey(item.kind, row.value, item.foldUmlauts)
    const group = groups.get(key)
    if (group) group.count += row.count
    else groups.set(key, { value: row.value.trim(), count: row.count, first: index })
  })
  return [...groups.values()]
    .sort((left, right) => right.count - left.count || left.first - right.first)
    .slice(0, wrongAnswersShown)
    .map(({ value, count }) => ({ value, count, percent: percentOf(count, attempts) }))
}

function itemStatistics(
  item: ItemCountRow,
  totals: { attempts: number; students: number; passedAttempts: number },
): CheckItemStatistics {
  return {
    id: item.id,
    position: item.position,
    kind: item.kind,
    prompt: item.prompt,
    right: item.right,
    right_percent: percentOf(item.right, totals.attempts),
    latest_right: item.latestRight,
    latest_right_percent: percentOf(item.latestRight, totals.students),
    unanswered: item.unanswered,
    options: item.options.map((option) => ({
      ...option,
      percent: percentOf(option.chosen, totals.attempts),
    })),
    wrong_answers: mostFrequentWrong(item, item.typedWrong, totals.attempts),
    wrong_among_passed: item.wrongAmongPassed,
    wrong_among_passed_percent: percentOf(item.wrongAmongPassed, totals.passedAttempts),
  }
}

/** The run's statistics of the topic's check; null without a check; 404 when the caller may not read it. */
export async function getCheckStatistics(
  ctx: AppContext,
  userId: number,
  query: { eventId: number; topicId: number },
): Promise<CheckStatistics | null> {
  const counts = await readCheckCounts(ctx.db, { ...query, userId })
  if (counts === undefined) throw new AppError('notFound')
  if (counts === null) return null
  const items = counts.items.map((item) => itemStatistics(item, counts))
  return {
    event_id: query.eventId,
    topic_id: query.topicId,
    topic_title: counts.topicTitle,
    pass_mark: counts.passMark,
    students: counts.students,
    passed_students: counts.passedStudents,
    pass_rate: percentOf(counts.passedStudents, counts.students),
    attempts: counts.attempts,
    passed_attempts: counts.passedAttempts,
    attempts_per_student:
      counts.students === 0 ? 0 : Math.round((100 * counts.attempts) / counts.students) / 100,
    items,
    // Ranked by share wrong; all share one whole (the passing attempts), so the counts rank the same.
    wrong_among_passed: items
      .filter((item) => item.wrong_among_passed > 0)
      .sort(
        (left, right) => right.wrong_among_passed - left.wrong_among_passed || left.position - right.position,
      )
      .map((item) => ({
        id: item.id,
        position: item.position,
        prompt: item.prompt,
        wrong: item.wrong_among_passed,
        percent: item.wrong_among_passed_percent,
      })),
  }
}
