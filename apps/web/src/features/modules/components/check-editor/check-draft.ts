import {
  type CheckItem,
  type CheckItemKind,
  type CheckOpens,
  checkLimits,
  defaultPassPercent,
  type TopicCheck,
} from '@lernraster/shared'

/**
 * A topic's check as the editor holds it (issue 37): every item keeps the fields of all five kinds,
 * so switching the kind back and forth loses nothing typed; numbers stay as typed ("3,5") until the
 * save reads them. Pure functions, no React.
 */

export type OptionDraft = { id: string; text: string }

export type ItemDraft = {
  /** The editor's own key: stable while the item moves, even before the server gave it an id. */
  key: string
  /** The server's id: kept on every save, so that attempts still name their item (decision 053). */
  id?: string
  kind: CheckItemKind
  prompt: string
  picture: string | null
  feedback: string
  options: OptionDraft[]
  /** The right options: one for single choice, any number for multiple choice. */
  correct: string[]
  answer: string
  tolerance: string
  unit: string
  accepted: string[]
  foldUmlauts: boolean
  steps: OptionDraft[]
}

/** A number field left empty is '' (the field's own value), not 0. */
export type TypedInt = number | ''

export type CheckDraft = {
  passPercent: TypedInt
  opens: CheckOpens
  waitHours: TypedInt
  attemptsLimited: boolean
  maxAttempts: TypedInt
  timeLimited: boolean
  timeLimitMinutes: TypedInt
  items: ItemDraft[]
}

export const itemKinds: readonly CheckItemKind[] = ['single', 'multiple', 'number', 'text', 'order']

let lastKey = 0
const newKey = () => `item-${++lastKey}`

/** An id no other entry of the list has, short enough for the contract (optionIdMax). */
export function newOptionId(taken: readonly { id: string }[]): string {
  const used = new Set(taken.map((entry) => entry.id))
  for (let number = taken.length + 1; ; number++) {
    const id = `o${number}`
    if (!used.has(id)) return id
  }
}

function emptyOptions(count: number): OptionDraft[] {
  const options: OptionDraft[] = []
  for (let index = 0; index < count; index++) options.push({ id: newOptionId(options), text: '' })
  return options
}

export function newItem(kind: CheckItemKind = 'single'): ItemDraft {
  return {
    key: newKey(),
    kind,
    prompt: '',
    picture: null,
    feedback: '',
    options: emptyOptions(checkLimits.optionsMin),
    correct: [],
    answer: '',
    tolerance: '',
    unit: '',
    accepted: [''],
    foldUmlauts: false,
    steps: emptyOptions(checkLimits.optionsMin),
  }
}

/** German decimal comma, as the teacher types it and the students read it. */
export const typedNumber = (value: number) => String(value).replace('.', ',')

export function itemDraft(item: CheckItem): ItemDraft {
  const draft = { ...newItem(item.kind), id: item.id, prompt: item.prompt, picture: item.picture ?? null }
  draft.feedback = item.feedback ?? ''
  switch (item.kind) {
    case 'single':
      return { ...draft, options: item.options, correct: [item.correct] }
    case 'multiple':
      return { ...draft, options: item.options, correct: item.correct }
    case 'number':
      return {
        ...draft,
        answer: typedNumber(item.answer),
        tolerance: item.tolerance ? typedNumber(item.tolerance) : '',
        unit: item.unit ?? '',
      }
    case 'text':
      return { ...draft, accepted: item.accepted, foldUmlauts: item.fold_umlauts ?? false }
    case 'order':
      return { ...draft, steps: item.steps }
  }
}

/** A new check: one item to begin with, the contract's defaults (80 %, after rating, 24 h). */
export function newCheckDraft(): CheckDraft {
  return {
    passPercent: defaultPassPercent,
    opens: 'rated',
    waitHours: checkLimits.waitHoursDefault,
    attemptsLimited: false,
    maxAttempts: 3,
    timeLimited: false,
    timeLimitMinutes: 20,
    items: [newItem()],
  }
}

export function checkDraft(check: TopicCheck): CheckDraft {
  return {
    passPercent: check.pass_percent,
    opens: check.opens,
    waitHours: check.wait_hours,
    attemptsLimited: check.max_attempts !== null,
    maxAttempts: check.max_attempts ?? 3,
    timeLimited: check.time_limit_minutes !== null,
    timeLimitMinutes: check.time_limit_minutes ?? 20,
    items: check.items.map(itemDraft),
  }
}
