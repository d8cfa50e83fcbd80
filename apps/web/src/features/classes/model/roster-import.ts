import type { RosterImportAnswer, RosterStudentRow } from '@lernraster/shared'
import { matchText } from '../../../lib/name-of-text'
import { classRoster } from '../../../locales/de/class-roster'

type RosterMessage = keyof typeof classRoster.messages

/**
 * A server text about roster files (decision 044) in the screen's language, a line's problem inside
 * '{{file}}, Zeile {{line}}: {{problem}}' translated too; undefined for a text the pack lacks.
 */
export function translateRosterMessage(
  text: string,
  t: (key: `classRoster.messages.${RosterMessage}`, values: Record<string, string>) => string,
): string | undefined {
  const found = matchText(classRoster.messages, text)
  if (!found) return undefined
  const values = { ...found.values }
  if (values.problem !== undefined)
    values.problem = translateRosterMessage(values.problem, t) ?? values.problem
  return t(`classRoster.messages.${found.name}`, values)
}

export interface ClassCards {
  groupName: string
  cards: { firstname: string; lastname: string; username: string; startPassword: string }[]
}

/**
 * The login cards an import's answer can print, class by class: the new accounts with their start
 * password, each once (a student new in two classes gets the card with the first class's name).
 */
export function cardsByClass(answer: RosterImportAnswer): ClassCards[] {
  const printed = new Set<number>()
  const byClass = new Map<string, ClassCards>()
  for (const row of answer.students) {
    if (!isPrintable(row) || printed.has(row.user_id)) continue
    printed.add(row.user_id)
    const entry = byClass.get(row.class_source_id) ?? { groupName: row.class_name, cards: [] }
    entry.cards.push({
      firstname: row.firstname,
      lastname: row.lastname,
      username: row.username,
      startPassword: row.start_password,
    })
    byClass.set(row.class_source_id, entry)
  }
  return [...byClass.values()]
}

const isPrintable = (
  row: RosterStudentRow,
): row is RosterStudentRow & { user_id: number; username: string; start_password: string } =>
  row.user_id !== null && row.username !== null && row.start_password !== null

/** The preview's student rows with what they are about: 'where' as the teacher reads it. */
export const whereOf = (row: RosterStudentRow) => (row.file === null ? '' : `${row.file}, ${row.line}`)

/** Whether the answer can be imported: a preview without problems. */
export const canImportRoster = (answer: RosterImportAnswer | null) =>
  answer !== null && !answer.imported && answer.problems.length === 0
