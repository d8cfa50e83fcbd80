import type { CsvRow } from '../../../lib/csv'
import { type CheckTexts, checkCells, checkMark } from './check-marks'
import { type StudentCard, topicNumber, topicTiles } from './student-cards'
import { boundedPercent, formatGrade, formatStudentAverage } from './student-format'
import { judgmentCells, noJudgment, type TeacherGrades, topicJudgment } from './topic-judgment'

/** The words of the table, in the teacher's language (the screen's own words). */
export type StudentCsvTexts = {
  /**
   * Vorname, Nachname, Ziel, Spalte.Zeile, Thema, Fortschritt %, Durchschnitt, Über/unter dem Ziel,
   * Zu schnell (issue 31), Lehrperson, Abweichung, Richtung (issue 19), Lernkontrolle, Lernkontrolle am
   * (issue 37).
   */
  headers: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  side: { above: string; below: string; none: string }
  /** The word in the 'Zu schnell' column for a student who rated too fast ("ja"). */
  yes: string
  /** A gap of 2 grades or more in words: "schätzt sich höher ein" / "tiefer". */
  direction: { higher: string; lower: string }
  /** What the topic's check attests, in words (issue 37). */
  check: CheckTexts
}

/**
 * The student cards as a table (issue 13 "CSV export"): one row per student and topic, with the
 * numbers the cards show (German decimals for German teachers), above or below the goal and too fast
 * in two columns, as two facts (issue 31), and the teacher's rating beside the
 * student's with the gap (issue 19), as the card and the calibration view compute it. Empty cells have
 * no row.
 */
export function studentCsvRows(
  cards: readonly StudentCard[],
  texts: StudentCsvTexts,
  language: string,
  teacher: TeacherGrades,
): CsvRow[] {
  const rows: CsvRow[] = [texts.headers]
  for (const { student, tiles } of cards) {
    for (const tile of topicTiles({ student, tiles })) {
      rows.push([
        student.firstname,
        student.lastname,
        formatGrade(student.goal, language),
        topicNumber(tile),
        tile.topic?.title ?? '',
        boundedPercent(tile.standing?.progress ?? 0),
        formatStudentAverage(tile.standing?.average ?? null, language) ?? '',
        texts.side[tile.deviation.side],
        tile.tooFast ? texts.yes : '',
        ...judgmentCells(
          tile.topic ? topicJudgment(tile.topic, student.id, teacher) : noJudgment,
          texts.direction,
          language,
        ),
        ...(tile.topic ? checkCells(checkMark(tile.topic, student.id), texts.check, language) : ['', '']),
      ])
    }
  }
  return rows
}
