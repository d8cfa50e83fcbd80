import { type ErrorCode, moduleMessages, textMessages } from '@lernraster/shared'
import { failureKey, isApiError } from '../../../lib/api-error'

export type ModuleMessageName = keyof typeof moduleMessages

type MessageKey =
  | `moduleDialogs.messages.${ModuleMessageName}`
  | `messages.text.${keyof typeof textMessages}`
  | `messages.errors.${ErrorCode}`
  | 'common.error'
  | 'common.offline'

/**
 * What a dialog says: a language-pack key, or a server text it does not know, shown as it came. The
 * server answers with the shared German texts; finding their key lets English users read them too.
 */
export type Shown = { key: MessageKey } | { text: string }

export const shownMessage = (name: ModuleMessageName): Shown => ({ key: `moduleDialogs.messages.${name}` })

const keyByText = new Map<string, MessageKey>()
// Two names share a text ('Bitte geben Sie einen Titel ein' for topics and questions): the first wins,
// both say the same in every language.
for (const [name, text] of Object.entries(moduleMessages)) {
  if (!keyByText.has(text)) keyByText.set(text, `moduleDialogs.messages.${name as ModuleMessageName}`)
}
for (const [name, text] of Object.entries(textMessages)) {
  if (!keyByText.has(text)) keyByText.set(text, `messages.text.${name as keyof typeof textMessages}`)
}

/** A text the server sent: its key when it is one of the shared texts, else the text itself. */
export function shownServerText(text: string): Shown {
  const key = keyByText.get(text)
  return key ? { key } : { text }
}

/**
 * A failed request in one sentence: the module text the server sent (413 'Maximale Dateigrösse
 * 20 MB', 409 'In diesem Feld gibt es schon ein Thema'), else the readable text of its error code; an
 * internal error or no answer at all gets the general failure.
 */
export function failureText(error: unknown): Shown {
  if (!isApiError(error) || !error.code || error.code === 'internal') return { key: failureKey(error) }
  return keyByText.has(error.message)
    ? shownServerText(error.message)
    : { key: `messages.errors.${error.code}` }
}
