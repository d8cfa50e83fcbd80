import {
  type Group,
  ownPracticeClassName,
  type SubjectStoreBody,
  schoolLimits,
  schoolMessages,
  textMessages,
  textProblem,
} from '@lernraster/shared'
import { isApiError, NetworkError } from '../../../lib/api-error'

/** What creating a class or a subject in the activate dialog can refuse, by its key in the pack. */
export type CreateProblem =
  | 'classNameRequired'
  | 'classNameTooLong'
  | 'classNameReserved'
  | 'subjectTitleRequired'
  | 'subjectTitleTooLong'
  | 'subjectTokenRequired'
  | 'subjectTokenTooLong'
  | 'subjectTokenTaken'
  | 'invalidCharacters'
  | 'offline'
  | 'error'

/** A known refusal by its key, or a server text the pack does not know, shown as it came. */
export type CreateShown = { key: CreateProblem } | { text: string }

/** The classes a module can run with: the practice class MySelf never (docs/product/runs.md "Activating"). */
export function selectableGroups(groups: readonly Group[]): Group[] {
  return groups.filter((group) => group.name.toLowerCase() !== ownPracticeClassName.toLowerCase())
}

type Checked<Value> = { ok: true; value: Value } | { ok: false; problem: CreateProblem }

/** The rules of the shared `groupStoreBody`, without loading zod into the screen. */
export function checkNewClassName(input: string): Checked<string> {
  const name = input.trim()
  if (name === '') return { ok: false, problem: 'classNameRequired' }
  const problem = textProblem(name, { max: schoolLimits.groupNameMax })
  if (problem) return { ok: false, problem: problem === 'tooLong' ? 'classNameTooLong' : 'invalidCharacters' }
  if (name.toLowerCase() === ownPracticeClassName.toLowerCase())
    return { ok: false, problem: 'classNameReserved' }
  return { ok: true, value: name }
}

export type SubjectField = 'title' | 'token'
export type SubjectCheck =
  | { ok: true; value: SubjectStoreBody }
  | { ok: false; field: SubjectField; problem: CreateProblem }

const subjectRules = {
  title: {
    max: schoolLimits.subjectTitleMax,
    required: 'subjectTitleRequired',
    tooLong: 'subjectTitleTooLong',
  },
  token: {
    max: schoolLimits.subjectTokenMax,
    required: 'subjectTokenRequired',
    tooLong: 'subjectTokenTooLong',
  },
} as const

/**
 * The rules of the shared `subjectStoreBody`: the title first, then the token
 * (docs/product/subjects-and-classes.md "Subjects").
 */
export function checkNewSubject(input: Record<SubjectField, string>): SubjectCheck {
  const value = { title: input.title.trim(), token: input.token.trim() }
  for (const field of ['title', 'token'] as const) {
    const rule = subjectRules[field]
    if (value[field] === '') return { ok: false, field, problem: rule.required }
    const problem = textProblem(value[field], rule)
    if (problem)
      return { ok: false, field, problem: problem === 'tooLong' ? rule.tooLong : 'invalidCharacters' }
  }
  return { ok: true, value }
}

const problemByServerText = new Map<string, CreateProblem>([
  [schoolMessages.groupNameRequired, 'classNameRequired'],
  [schoolMessages.groupNameTooLong, 'classNameTooLong'],
  [schoolMessages.groupNameReserved, 'classNameReserved'],
  [schoolMessages.subjectTitleRequired, 'subjectTitleRequired'],
  [schoolMessages.subjectTitleTooLong, 'subjectTitleTooLong'],
  [schoolMessages.subjectTokenRequired, 'subjectTokenRequired'],
  [schoolMessages.subjectTokenTooLong, 'subjectTokenTooLong'],
  [schoolMessages.subjectTokenTaken, 'subjectTokenTaken'],
  [textMessages.invalidCharacters, 'invalidCharacters'],
])

const shownOf = (text: string): CreateShown => {
  const key = problemByServerText.get(text)
  return key ? { key } : { text }
}

/**
 * A failed create, under the field it belongs to: the server's 422 names the field (`name`, or
 * `title` / `token`); anything else goes under the first field.
 */
export function createFailure<Field extends string>(
  error: unknown,
  fields: readonly [Field, ...Field[]],
): Partial<Record<Field, CreateShown>> {
  const [first] = fields
  if (isApiError(error)) {
    const found: Partial<Record<Field, CreateShown>> = {}
    for (const field of fields) {
      const text = error.fieldError(field)
      if (text) found[field] = shownOf(text)
    }
    if (Object.keys(found).length > 0) return found
    const other = Object.values(error.errors)[0]?.[0]
    if (other) return { [first]: shownOf(other) } as Partial<Record<Field, CreateShown>>
    if (error.code !== 'internal')
      return { [first]: shownOf(error.message) } as Partial<Record<Field, CreateShown>>
  }
  const key: CreateProblem = error instanceof NetworkError ? 'offline' : 'error'
  return { [first]: { key } } as Partial<Record<Field, CreateShown>>
}
