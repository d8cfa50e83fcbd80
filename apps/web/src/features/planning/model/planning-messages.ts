import { nameOfText } from '../../../lib/name-of-text'
import { planning } from '../../../locales/de/planning'

type PlanningMessage = keyof typeof planning.messages

/**
 * The server answers with the shared German texts; this finds a planning text's key in the screen's
 * pack, so that English shows it translated. Undefined for a text the planning does not know.
 */
export function planningMessageKey(text: string): `planning.messages.${PlanningMessage}` | undefined {
  const name = nameOfText(planning.messages, text)
  return name ? `planning.messages.${name}` : undefined
}
