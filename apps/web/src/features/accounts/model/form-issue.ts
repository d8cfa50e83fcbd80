import type { authMessages, ErrorCode } from '@lernraster/shared'
import { isApiError, NetworkError } from '../../../lib/api-error'

/** A shared German text of the auth forms, as the key the language packs translate it under. */
export type AuthMessageKey = `messages.auth.${keyof typeof authMessages}`

/** The first rule a form breaks: which field to mark and focus, and what to say under it. */
export type FormIssue<Field extends string> = {
  field: Field
  message: AuthMessageKey | 'messages.text.invalidCharacters'
}

/**
 * The text for a failed request: the server's own message for the codes a screen expects (wrong
 * password, too many attempts), else the screen's general failure text. No answer at all counts as
 * a general failure too: a teacher must not be left guessing whether the click did anything.
 */
export function requestErrorKey<Fallback extends string>(
  error: unknown,
  expected: readonly ErrorCode[],
  fallback: Fallback,
): `messages.errors.${ErrorCode}` | 'common.offline' | Fallback {
  if (isApiError(error) && error.code && expected.includes(error.code)) return `messages.errors.${error.code}`
  if (error instanceof NetworkError) return 'common.offline'
  return fallback
}

/** The server's first message per form field (its 422 `errors`), for the fields this form has. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {}
  if (!isApiError(error)) return found
  for (const field of fields) {
    const message = error.fieldError(field)
    if (message) found[field] = message
  }
  return found
}
