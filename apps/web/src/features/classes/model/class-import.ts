import type { ImportRow } from '@lernraster/shared'
import { nameOfText } from '../../../lib/name-of-text'
import { classes } from '../../../locales/de/classes'

type ImportMessage = keyof typeof classes.import.messages

/** The key of a server text about a class list in the screen's pack; undefined for others. */
export function importMessageKey(text: string): `classes.import.messages.${ImportMessage}` | undefined {
  const name = nameOfText(classes.import.messages, text)
  return name ? `classes.import.messages.${name}` : undefined
}

/** How many lines of the preview end how, for its summary line. */
export function summaryOf(rows: ImportRow[]) {
  const counts = { new: 0, existing: 0, member: 0, bad: 0 }
  for (const row of rows) {
    if (row.problems.length > 0 || row.outcome === null) counts.bad += 1
    else counts[row.outcome] += 1
  }
  return counts
}

/** Whether the previewed list can be imported: no line with a problem, and someone to add. */
export function canImport(rows: ImportRow[]): boolean {
  const counts = summaryOf(rows)
  return counts.bad === 0 && counts.new + counts.existing > 0
}
