import { useTranslation } from 'react-i18next'
import type { lateMessages } from '../locales/de/messages'
import { messages } from '../locales/de/messages'
import { registerGermanTexts } from './i18n'

/**
 * The server answers with the shared German texts (field errors, known messages). To show them in the
 * user's language we look the text up among the German pack's `messages` and translate its key;
 * a text we do not know is shown as it came.
 */
const keyByGermanText = new Map<string, string>()
function learnTexts(groups: Record<string, Record<string, string>>) {
  for (const [group, texts] of Object.entries(groups)) {
    for (const [name, text] of Object.entries(texts)) {
      if (!keyByGermanText.has(text)) keyByGermanText.set(text, `messages.${group}.${name}`)
    }
  }
}
learnTexts(messages)

/**
 * The server texts of screens that load later (`lateMessages`): known, and shown in German, from
 * the moment the screen's code arrives, without weighing on the first screen.
 */
export function registerServerMessages(groups: Partial<typeof lateMessages>) {
  registerGermanTexts({ messages: groups } as never)
  learnTexts(groups as Record<string, Record<string, string>>)
}

export function messageKeyFor(text: string): string | undefined {
  return keyByGermanText.get(text)
}

export function useServerMessage() {
  const { t } = useTranslation()
  return (text: string | undefined): string | undefined => {
    if (text === undefined) return undefined
    const key = messageKeyFor(text)
    // The key comes from the German pack itself, so it exists; i18next's types cannot know that.
    return key ? t(key as never) : text
  }
}
