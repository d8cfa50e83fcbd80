import type { GoalDeviation, StudentProgressReport } from '@lernraster/shared'
import { fileTimestamp } from '../../../lib/csv'
import { goalColours } from '../model/goal-colour'
import { type StudentCard, topicNumber } from '../model/student-cards'
import { boundedPercent, formatGrade, formatStudentAverage } from '../model/student-format'
import { studentName } from '../model/student-list'

/**
 * What one report page says, as plain data (spec 2 §9 "PDF report"): the words and numbers are ready
 * to print, the tiles carry their colour as RGB. Built from the same cards the screen shows.
 */

export type Rgb = readonly [number, number, number]

/** `empty` has no topic (no colour); `none` is a topic without counted ratings (grey). */
export type ReportTileKind = 'empty' | 'none' | 'above' | 'below'

export type ReportTile = {
  column: number
  row: number
  kind: ReportTileKind
  /** Null for an empty cell. */
  fill: Rgb | null
  /** 'column.row' for a topic, empty for an empty cell. */
  number: string
  /** The student's average as the card shows it; null without counted ratings. */
  average: string | null
}

export type ReportPage = {
  name: string
  goal: string
  progress: string
  daysWorked: string
  reliability: string
  columns: number
  rows: number
  tiles: ReportTile[]
}

/** The words of the report in the teacher's language (spec 2 §9 gives the German ones). */
export type ReportTexts = {
  labels: { name: string; date: string; group: string; subject: string; goal: string; test: string }
  sections: { progress: string; daysWorked: string; reliability: string }
  legend: { above: string; below: string; none: string }
  notes: string
  /** 'SEITE | {n}' with the number filled in. */
  page: (number: number) => string
  percent: (value: number) => string
}

/** What every page shares: the export's date and the activation. */
export type ReportHeader = { date: string; group: string; subject: string; test: string }

/** Spec 2 §9's grey for "no counted rating yet" (Mantine's gray-4, as on the screen). */
export const noRatingGrey: Rgb = [206, 212, 218]

/**
 * A tile's colour on paper: the screen's rgba at the deviation's intensity, laid over white, since
 * a PDF has no page colour under a transparent fill.
 */
export function tileFill(deviation: GoalDeviation): Rgb {
  if (deviation.side === 'none') return noRatingGrey
  const colour = goalColours[deviation.side]
  const over = (channel: number) => Math.round(255 - (255 - channel) * deviation.intensity)
  return [over(colour.r), over(colour.g), over(colour.b)]
}

export function reportPage(
  card: StudentCard,
  figures: Pick<
    StudentProgressReport,
    'progress_percentage' | 'days_worked_count' | 'carefully_evaluated_percentage'
  >,
  texts: Pick<ReportTexts, 'percent'>,
  language: string,
): ReportPage {
  const tiles = card.tiles.flat().map((tile): ReportTile => {
    if (tile.topic === null) {
      return { column: tile.column, row: tile.row, kind: 'empty', fill: null, number: '', average: null }
    }
    return {
      column: tile.column,
      row: tile.row,
      kind: tile.deviation.side,
      fill: tileFill(tile.deviation),
      number: topicNumber(tile),
      average: formatStudentAverage(tile.standing?.average ?? null, language),
    }
  })
  return {
    name: studentName(card.student),
    goal: formatGrade(card.student.goal, language),
    progress: texts.percent(boundedPercent(figures.progress_percentage)),
    daysWorked: String(figures.days_worked_count),
    reliability: texts.percent(boundedPercent(figures.carefully_evaluated_percentage)),
    columns: card.tiles[0]?.length ?? 0,
    rows: card.tiles.length,
    tiles,
  }
}

/** Spec 2 §4: the overlay's percent while student `index` (from 0) of `count` is drawn. */
export function exportPercent(index: number, count: number): number {
  if (count <= 0) return 100
  return Math.floor((index / count) * 100)
}

/** Spec 2 §4: 'Student_report_[{date-time}].pdf', local time, without the colons Windows refuses. */
export function reportFileName(now: Date): string {
  return `Student_report_[${fileTimestamp(now)}].pdf`
}
