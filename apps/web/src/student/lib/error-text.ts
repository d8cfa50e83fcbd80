import { ApiRequestError, NetworkError } from '../../lib/api-error'
import { nameOfText } from '../../lib/name-of-text'
import { type StudentTexts, studentServerMessages } from '../locales'

/**
 * What to tell the student about a failed call: the server's own message for what they can fix (the
 * student API says it in du, issue 32, and the student app has it in English too), ours for a lost
 * connection, wrong credentials and the rest.
 */
export function errorText(error: unknown, texts: StudentTexts): string {
  if (error instanceof NetworkError) return texts.errors.network
  if (!(error instanceof ApiRequestError)) return texts.errors.general
  if (error.code === 'invalidCredentials') return texts.errors.invalidCredentials
  const message = Object.values(error.errors)[0]?.[0] ?? error.message
  if (!message) return texts.errors.general
  return serverText(message, texts)
}

/** A text the server sent (in German), in the student's language where the app knows it. */
export function serverText(message: string, texts: StudentTexts): string {
  const name = nameOfText(studentServerMessages, message)
  return name ? texts.server[name] : message
}
