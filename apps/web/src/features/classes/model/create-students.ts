import { matchText } from '../../../lib/name-of-text'
import { classes } from '../../../locales/de/classes'

type CardsMessage = keyof typeof classes.cards.messages

/**
 * A server text about a list of names (students without an address, decision 038) in the screen's
 * language: its key in the pack and its placeholders' values, a line's problem inside
 * 'Zeile {{line}}: {{problem}}' translated too. A text the pack does not know comes back undefined.
 */
export function translateCardsMessage(
  text: string,
  t: (key: `classes.cards.messages.${CardsMessage}`, values: Record<string, string>) => string,
): string | undefined {
  const found = matchText(classes.cards.messages, text)
  if (!found) return undefined
  const values = { ...found.values }
  if (values.problem !== undefined)
    values.problem = translateCardsMessage(values.problem, t) ?? values.problem
  return t(`classes.cards.messages.${found.name}`, values)
}
