import { type SubjectStoreBody, schoolLimits, textProblem } from '@lernraster/shared'
import { isApiError } from '../../../lib/api-error'
import { failureText, type Shown, type SubjectMessageKey, shownServerText } from './subject-messages'

export type SubjectField = 'title' | 'token'
/**
 * docs/product/subjects-and-classes.md "Subjects": the title is checked first; the focus goes to the first
 * broken field in this order.
 */
export const subjectFields = ['title', 'token'] as const satisfies readonly SubjectField[]
export type SubjectValues = Record<SubjectField, string>

const rules: Record<SubjectField, { max: number; required: SubjectMessageKey; tooLong: SubjectMessageKey }> =
  {
    title: {
      max: schoolLimits.subjectTitleMax,
      required: 'subjects.messages.titleRequired',
      tooLong: 'subjects.messages.titleTooLong',
    },
    token: {
      max: schoolLimits.subjectTokenMax,
      required: 'subjects.messages.tokenRequired',
      tooLong: 'subjects.messages.tokenTooLong',
    },
  }

export type SubjectCheck =
  | { ok: true; value: SubjectStoreBody }
  | { ok: false; field: SubjectField; message: SubjectMessageKey }

/**
 * The rules of the shared `subjectStoreBody` schema (trimmed, required, the shared text rule), without
 * loading zod into the screen; a test holds the two together.
 */
export function checkSubject(values: SubjectValues): SubjectCheck {
  const value = { title: values.title.trim(), token: values.token.trim() }
  for (const field of subjectFields) {
    const rule = rules[field]
    if (value[field] === '') return { ok: false, field, message: rule.required }
    const problem = textProblem(value[field], rule)
    if (problem === 'tooLong') return { ok: false, field, message: rule.tooLong }
    if (problem) return { ok: false, field, message: 'subjects.messages.invalidCharacters' }
  }
  return { ok: true, value }
}

/**
 * Where a failed save is shown: the server's field messages under their fields; anything else under
 * the title field (docs/product/subjects-and-classes.md "Subjects").
 */
export function saveFailure(error: unknown): Partial<Record<SubjectField, Shown>> {
  const found: Partial<Record<SubjectField, Shown>> = {}
  if (isApiError(error)) {
    for (const field of subjectFields) {
      const message = error.fieldError(field)
      if (message) found[field] = shownServerText(message)
    }
    if (found.title || found.token) return found
    const other = Object.values(error.errors)[0]?.[0]
    if (other) return { title: shownServerText(other) }
  }
  return { title: failureText(error) }
}
