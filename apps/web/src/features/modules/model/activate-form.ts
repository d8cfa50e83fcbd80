import { moduleMessages } from '@lernraster/shared'
import { isApiError, NetworkError } from '../../../lib/api-error'

/** Where a refusal of the activate dialog is shown: under the class, under the subject, or above the buttons. */
export type ActivatePlace = 'group' | 'subject' | 'module'

/** The refusals the dialog knows, by the key of their text in the pack's `moduleActive.activate.problems`. */
export type ActivateProblem =
  | 'groupRequired'
  | 'subjectRequired'
  | 'needsContent'
  | 'noActiveStudents'
  | 'alreadyActivated'
  | 'notAllowed'
  | 'notFound'
  | 'offline'
  | 'error'

/** A known refusal by its key, or a server text the pack does not know, shown as it came. */
export type Shown = { key: ActivateProblem } | { text: string }
export type ActivateProblems = Partial<Record<ActivatePlace, Shown>>

/** Where each refusal belongs, whichever field the server named: the field the teacher must change. */
const placeOf: Record<ActivateProblem, ActivatePlace> = {
  groupRequired: 'group',
  noActiveStudents: 'group',
  alreadyActivated: 'group',
  subjectRequired: 'subject',
  needsContent: 'module',
  notAllowed: 'module',
  notFound: 'module',
  offline: 'module',
  error: 'module',
}

const problemByServerText = new Map<string, ActivateProblem>([
  [moduleMessages.activateGroupRequired, 'groupRequired'],
  [moduleMessages.activateSubjectRequired, 'subjectRequired'],
  [moduleMessages.activateNeedsContent, 'needsContent'],
  [moduleMessages.activateNoActiveStudents, 'noActiveStudents'],
  [moduleMessages.alreadyActivated, 'alreadyActivated'],
  [moduleMessages.activateNotAllowed, 'notAllowed'],
])

/**
 * The fields of the 422 answer (body `{id, group_id, subject_id}`, docs/product/runs.md "Calls") and where
 * they are shown.
 */
const placeByField: Record<string, ActivatePlace> = { group_id: 'group', subject_id: 'subject', id: 'module' }

type Choice = { groupId: number | null; subjectId: number | null; activeStudents: number | null }

/**
 * What the dialog can tell before sending (docs/product/runs.md "Activating"): a class and a subject chosen,
 * and the chosen class has an active student (the server checks it again).
 */
export function checkActivation({ groupId, subjectId, activeStudents }: Choice): ActivateProblems {
  const problems: ActivateProblems = {}
  if (groupId === null) problems.group = { key: 'groupRequired' }
  else if (activeStudents === 0) problems.group = { key: 'noActiveStudents' }
  if (subjectId === null) problems.subject = { key: 'subjectRequired' }
  return problems
}

function place(problems: ActivateProblems, fallback: ActivatePlace, text: string) {
  const key = problemByServerText.get(text)
  const shown: Shown = key ? { key } : { text }
  problems[key ? placeOf[key] : fallback] ??= shown
}

/**
 * Each refusal of POST /modules/activate in place (docs/product/runs.md "Activating"): 422 field errors under
 * their field, 409 isActivated under the class, a 404 (module, class or subject gone or not the teacher's)
 * and anything else above the buttons.
 */
export function activateFailure(error: unknown): ActivateProblems {
  const problems: ActivateProblems = {}
  if (isApiError(error, 'isActivated')) return { group: { key: 'alreadyActivated' } }
  if (isApiError(error, 'notFound')) return { module: { key: 'notFound' } }
  if (isApiError(error, 'validation')) {
    for (const [field, messages] of Object.entries(error.errors)) {
      const [text] = messages
      if (text) place(problems, placeByField[field] ?? 'module', text)
    }
    if (Object.keys(problems).length > 0) return problems
  }
  if (error instanceof NetworkError) return { module: { key: 'offline' } }
  if (isApiError(error) && error.code !== 'internal') {
    place(problems, 'module', error.message)
    return problems
  }
  return { module: { key: 'error' } }
}

/** The place to put the cursor: the first field with a problem, in the order of the form. */
export function firstProblemPlace(problems: ActivateProblems): ActivatePlace | null {
  return (['group', 'subject', 'module'] as const).find((where) => problems[where]) ?? null
}
