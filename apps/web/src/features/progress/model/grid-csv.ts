import { type ProgressStudent, topicMarks } from '@lernraster/shared'
import { type CsvRow, fileTimestamp } from '../../../lib/csv'
import { type CheckTexts, checkCells, checkMark } from './check-marks'
import { cellName, type ProgressGrid } from './progress-grid'
import { boundedPercent, formatGrade, formatStudentAverage } from './student-format'
import { judgmentCells, type TeacherGrades, topicJudgment } from './topic-judgment'

/**
 * The table's columns, in order: Spalte.Zeile, Thema, Vorname, Nachname, Ziel, Durchschnitt,
 * Fortschritt %, Über/unter dem Ziel, Zu schnell, (issue 19) Lehrperson, Abweichung, Richtung, and
 * (issue 37) Lernkontrolle, Lernkontrolle am.
 */
export const gridCsvColumns = [
  'cell',
  'topic',
  'firstname',
  'lastname',
  'goal',
  'average',
  'progress',
  'side',
  'tooFast',
  'teacher',
  'gap',
  'direction',
  'check',
  'checkAt',
] as const

/** The words of the progress grid's table, in the teacher's language. */
export type GridCsvTexts = {
  headers: Record<(typeof gridCsvColumns)[number], string>
  side: { above: string; below: string; none: string }
  /** The word in the 'Zu schnell' column for a flagged student ("ja"). */
  yes: string
  /** A gap of 2 grades or more in words: "schätzt sich höher ein" / "tiefer". */
  direction: { higher: string; lower: string }
  /** What the topic's check attests, in words (issue 37). */
  check: CheckTexts
}

/**
 * The progress grid as a table (issue 13 "CSV export"): one row per topic and student of the class,
 * topics column by column as the grid reads, students in the tiles' order. The numbers are the ones
 * the tiles and tooltips show: the goal of the student's rating, the 2-decimal average, the progress.
 * 'Über/unter dem Ziel' compares average and goal, as the tile's counts do; 'Zu schnell' says apart
 * that the bar is red for speed.
 */
export function gridCsvRows(
  grid: ProgressGrid,
  students: readonly ProgressStudent[],
  texts: GridCsvTexts,
  language: string,
  teacher: TeacherGrades,
): CsvRow[] {
  const rows: CsvRow[] = [gridCsvColumns.map((column) => texts.headers[column])]
  for (const { column, row, topic } of grid.topics) {
    for (const student of students) {
      const standing = topic.evaluations_per_user[String(student.id)]
      const goal = standing ? standing.goal : student.goal
      const average = standing ? standing.average : null
      const { deviation, tooFast } = topicMarks(average, goal, standing?.too_fast === true)
      const side = deviation.side
      rows.push([
        cellName(column, row),
        topic.title,
        student.firstname,
        student.lastname,
        formatGrade(goal, language),
        formatStudentAverage(average, language) ?? '',
        boundedPercent(standing?.progress ?? 0),
        texts.side[side],
        tooFast ? texts.yes : '',
        ...judgmentCells(topicJudgment(topic, student.id, teacher), texts.direction, language),
        ...checkCells(checkMark(topic, student.id), texts.check, language),
      ])
    }
  }
  return rows
}

/**
 * 'Fortschritt_<module>_<class>_<date-time>.csv' with every character Windows or a mail program
 * might refuse (slashes, colons, quotes, control characters, spaces) turned into '_'; the name
 * stays readable ("Brüche" keeps its ü) and at most 60 characters a part.
 */
export function gridCsvFileName(moduleName: string, className: string, date: Date): string {
  return `Fortschritt_${fileNamePart(moduleName)}_${fileNamePart(className)}_${fileTimestamp(date)}.csv`
}

export function fileNamePart(text: string): string {
  const cleaned = Array.from(text.normalize('NFC'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .map((character) => (/[\\/:*?"<>|\u0000-\u001f\u007f\s.]/.test(character) ? '_' : character))
    .join('')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
  return Array.from(cleaned).slice(0, 60).join('') || '-'
}
