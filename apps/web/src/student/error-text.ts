import { helpRequestMessages, studentMessages } from '@lernraster/shared'
import { ApiRequestError, NetworkError } from '../lib/api-error'
import { nameOfText } from '../lib/name-of-text'
import type { StudentTexts } from './texts'

/**
 * What to tell the student about a failed call: the server's own message for what they can fix (it
 * is written for students in German, and the student app has it in English too), ours for a lost
 * connection and the rest.
 */
export function errorText(error: unknown, texts: StudentTexts): string {
  if (error instanceof NetworkError) return texts.errors.network
  if (!(error instanceof ApiRequestError)) return texts.errors.general
  if (error.code === 'invalidCredentials') return texts.errors.invalidCredentials
  if (error.code === 'tooManyRequests') return texts.errors.tooManyRequests
  const message = Object.values(error.errors)[0]?.[0] ?? error.message
  if (!message) return texts.errors.general
  const name = nameOfText(studentMessages, message)
  if (name) return texts.server[name]
  const helpName = nameOfText(helpRequestMessages, message)
  return helpName ? texts.helpServer[helpName] : message
}
