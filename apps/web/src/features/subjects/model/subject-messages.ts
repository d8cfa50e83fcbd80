import type { ErrorCode } from '@lernraster/shared'
import { failureKey, isApiError } from '../../../lib/api-error'
import { subjects } from '../../../locales/de/subjects'

export type SubjectMessageKey = `subjects.messages.${keyof typeof subjects.messages}`

/**
 * What the screen says: a language-pack key, or a server text it does not know, shown as it came.
 * The server answers with the shared German texts; finding their key lets English users read them
 * translated (as `lib/server-message.ts` does for the texts of the first screens).
 */
export type Shown =
  | { key: SubjectMessageKey | `messages.errors.${ErrorCode}` | 'common.error' | 'common.offline' }
  | { text: string }

const keyByText = new Map<string, SubjectMessageKey>(
  Object.entries(subjects.messages).map(([name, text]) => [
    text,
    `subjects.messages.${name}` as SubjectMessageKey,
  ]),
)

export function subjectMessageKey(text: string): SubjectMessageKey | undefined {
  return keyByText.get(text)
}

/** A server text: its key when it is one of the subject texts, else the text itself. */
export function shownServerText(text: string): Shown {
  const key = subjectMessageKey(text)
  return key ? { key } : { text }
}

/**
 * A failed request in one sentence: the subject text the server sent (409 "still in use"), else the
 * readable text of its error code; an internal error or no answer at all gets the general failure.
 */
export function failureText(error: unknown): Shown {
  if (!isApiError(error) || !error.code || error.code === 'internal') return { key: failureKey(error) }
  const key = subjectMessageKey(error.message)
  return key ? { key } : { key: `messages.errors.${error.code}` }
}
