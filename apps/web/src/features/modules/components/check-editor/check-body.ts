import {
  type CheckItem,
  type CheckItemKey,
  type CheckSaveBody,
  checkMessages,
  checkSaveBody,
  parseTypedNumber,
  scoringKeyOf,
} from '@lernraster/shared'
import type { CheckDraft, ItemDraft, TypedInt } from './check-draft'

// What the editor sends: the draft read the way the server reads it (decision 052), so the editor
// checks with the same contract before the request and shows the same texts the server would.

/** A number the teacher typed: German comma or point; an unreadable one is NaN, which the contract refuses. */
const readNumber = (typed: string) => parseTypedNumber(typed) ?? Number.NaN
const readInt = (typed: TypedInt) => (typed === '' ? Number.NaN : typed)

export function itemBody(item: ItemDraft): CheckItem {
  const base = {
    ...(item.id ? { id: item.id } : {}),
    prompt: item.prompt,
    picture: item.picture,
    feedback: item.feedback,
  }
  switch (item.kind) {
    case 'single':
      return { kind: 'single', ...base, options: item.options, correct: item.correct[0] ?? '' }
    case 'multiple':
      return { kind: 'multiple', ...base, options: item.options, correct: item.correct }
    case 'number':
      return {
        kind: 'number',
        ...base,
        answer: readNumber(item.answer),
        tolerance: item.tolerance.trim() === '' ? 0 : readNumber(item.tolerance),
        unit: item.unit,
      }
    case 'text':
      return { kind: 'text', ...base, accepted: item.accepted, fold_umlauts: item.foldUmlauts }
    case 'order':
      return { kind: 'order', ...base, steps: item.steps }
  }
}

export function checkBodyOf(draft: CheckDraft, topicId: number): CheckSaveBody {
  return {
    topic_id: topicId,
    pass_percent: readInt(draft.passPercent),
    opens: draft.opens,
    wait_hours: readInt(draft.waitHours),
    max_attempts: draft.attemptsLimited ? readInt(draft.maxAttempts) : null,
    time_limit_minutes: draft.timeLimited ? readInt(draft.timeLimitMinutes) : null,
    items: draft.items.map(itemBody),
  }
}

/** Messages by field path, as the server names them in a 422 (`items.2.options`). */
export type Problems = Record<string, string>

/** The contract's verdict on the draft: no problems, or the first message of each field. */
export function problemsOf(body: CheckSaveBody): Problems {
  const parsed = checkSaveBody.safeParse(body)
  if (parsed.success) return {}
  const problems: Problems = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || '_'
    problems[path] ??= issue.message
  }
  // No right option marked: the contract reads an empty id as an empty answer ("Bitte füllen Sie jede
  // Antwort aus"); the teacher needs to hear what is missing.
  body.items.forEach((item, index) => {
    const path = `items.${index}.correct`
    if (item.kind === 'single' && item.correct === '' && problems[path])
      problems[path] = checkMessages.correctRequired
  })
  return problems
}

/** The 422's field errors in the same shape. */
export function serverProblems(errors: Record<string, string[]>): Problems {
  const problems: Problems = {}
  for (const [path, messages] of Object.entries(errors)) if (messages[0]) problems[path] = messages[0]
  return problems
}

/**
 * What the preview scores against: the item read as the server reads it. An item whose number cannot
 * be read yet scores nothing as right (NaN is never within the tolerance).
 */
export function previewKeyOf(item: ItemDraft): CheckItemKey {
  return scoringKeyOf(itemBody(item))
}
