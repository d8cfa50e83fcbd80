import { planning } from '../../../locales/de/planning'

type PlanningMessage = keyof typeof planning.messages

/**
 * The server answers with the shared German texts; this finds a planning text's key in the screen's
 * pack, so that English shows it translated. Undefined for a text the planning does not know.
 */
export function planningMessageKey(text: string): `planning.messages.${PlanningMessage}` | undefined {
  const entry = Object.entries(planning.messages).find(([, german]) => german === text)
  return entry ? `planning.messages.${entry[0] as PlanningMessage}` : undefined
}
