import type { ImportRow } from '@lernraster/shared'
import { matchText } from '../../../lib/name-of-text'
import { classes } from '../../../locales/de/classes'

type ImportMessage = keyof typeof classes.import.messages

/**
 * A server text about a class list in the screen's language: its key in the pack and the values of
 * its placeholders, a line's problem inside 'Zeile {{line}}: {{problem}}' translated too. A text the
 * pack does not know comes back as it is.
 */
export function translateImportMessage(
  text: string,
  t: (key: `classes.import.messages.${ImportMessage}`, values: Record<string, string>) => string,
): string {
  const found = matchText(classes.import.messages, text)
  if (!found) return text
  const values = { ...found.values }
  if (values.problem !== undefined) values.problem = translateImportMessage(values.problem, t)
  return t(`classes.import.messages.${found.name}`, values)
}

/** How many lines of the preview end how, for its summary line. */
export function summaryOf(rows: ImportRow[]) {
  const counts = { invite: 0, member: 0, bad: 0 }
  for (const row of rows) {
    if (row.problems.length > 0 || row.outcome === null) counts.bad += 1
    else counts[row.outcome] += 1
  }
  return counts
}

/** Whether the previewed list can be imported: no line with a problem, and someone to add. */
export function canImport(rows: ImportRow[]): boolean {
  const counts = summaryOf(rows)
  return counts.bad === 0 && counts.invite > 0
}
