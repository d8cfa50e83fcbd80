import type { GoalDeviation, StudentProgressReport } from '@lernraster/shared'
import { fileTimestamp } from '../../../lib/csv'
import { type CheckMark, shortDate } from '../model/check-marks'
import { goalColours } from '../model/goal-colour'
import { type StudentCard, topicNumber, topicTiles } from '../model/student-cards'
import { boundedPercent, formatGap, formatGrade, formatStudentAverage } from '../model/student-format'
import { studentName } from '../model/student-list'
import { type TeacherGrades, topicJudgment } from '../model/topic-judgment'

/**
 * What one report page says, as plain data (docs/product/progress.md "PDF report"): the words and numbers are
 * ready to print, the tiles carry their colour as RGB. Built from the same cards the screen shows.
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
  /** The teacher's average in the topic (issue 19), ready to print ("L 3,50"); null when not rated. */
  teacher: string | null
  /** Rated under 120 s a question on average: a mark of its own beside the side's (issue 31). */
  tooFast: boolean
  /**
   * Issue 37: what the topic's check attests, beside the student's average and the teacher's grade
   * ("LK 22.11.26", "LK nicht bestanden"); null for a topic without a check or not taken.
   */
  check: string | null
}

export type ReportPage = {
  name: string
  goal: string
  progress: string
  daysWorked: string
  reliability: string
  /**
   * Issue 31: the screens' fact on paper, in words: "zu schnell bewertet (im Mittel unter 2 Minuten
   * je Frage): 1.1, 1.2", or that it happened in no topic.
   */
  tooFast: string
  columns: number
  rows: number
  tiles: ReportTile[]
  /**
   * Issue 19: the largest gaps between the student's rating and the teacher's (2 grades or more, at
   * most 3, the largest first), each a line of text; null when the teacher has rated none of them.
   */
  gaps: string[] | null
  /** Some topic of the grid has a check: the legend says what 'LK' means. */
  hasChecks: boolean
}

/**
 * The words of the report in the teacher's language (docs/product/progress.md "PDF report" gives the German
 * ones).
 */
export type ReportTexts = {
  labels: { name: string; date: string; group: string; subject: string; goal: string; test: string }
  sections: { progress: string; daysWorked: string; reliability: string }
  /** Issue 31: what each figure counts, printed under it ("der Aufgaben über 5 s bearbeitet"). */
  hints: { progress: string; daysWorked: string; reliability: string }
  legend: {
    above: string
    below: string
    none: string
    /** The too-fast line with its threshold, the topics filled in. */
    tooFast: (topics: string) => string
    /** The topics part of that line when there are none: "in keinem Thema". */
    tooFastNone: string
    /** The topics part when there are too many to list on one line: "in 30 von 36 Themen". */
    tooFastCount: (count: number, total: number) => string
  }
  notes: string
  /** Issue 19: the teacher's rating beside the student's. */
  judgment: {
    /** The tile's line: 'L 3,50'. */
    tile: (value: string) => string
    /** 'SELBSTEINSCHÄTZUNG UND LEHRPERSON'. */
    title: string
    /** One gap: cell and title, both averages, the gap and its direction. */
    line: (gap: {
      cell: string
      title: string
      self: string
      teacher: string
      gap: string
      direction: string
    }) => string
    none: string
    notRated: string
    direction: { higher: string; lower: string }
  }
  /** Issue 37: a tile's check line and the legend's words for it. */
  check: {
    attested: (date: string) => string
    notAttested: string
    legend: string
  }
  /** 'SEITE | {n}' with the number filled in. */
  page: (number: number) => string
  percent: (value: number) => string
}

/** What every page shares: the export's date and the activation. */
export type ReportHeader = { date: string; group: string; subject: string; test: string }

/** The grey for "no counted rating yet" (Mantine's gray-4, as on the screen). */
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
  texts: Pick<ReportTexts, 'percent' | 'judgment' | 'legend' | 'check'>,
  language: string,
  teacher: TeacherGrades,
): ReportPage {
  const tiles = card.tiles.flat().map((tile): ReportTile => {
    if (tile.topic === null) {
      return {
        column: tile.column,
        row: tile.row,
        kind: 'empty',
        fill: null,
        number: '',
        average: null,
        teacher: null,
        tooFast: false,
        check: null,
      }
    }
    const teacherAverage = topicJudgment(tile.topic, card.student.id, teacher).teacherAverage
    const teacherText = formatStudentAverage(teacherAverage, language)
    return {
      column: tile.column,
      row: tile.row,
      kind: tile.deviation.side,
      fill: tileFill(tile.deviation),
      number: topicNumber(tile),
      average: formatStudentAverage(tile.standing?.average ?? null, language),
      teacher: teacherText === null ? null : texts.judgment.tile(teacherText),
      tooFast: tile.tooFast,
      check: checkLine(tile.check, texts.check, language),
    }
  })
  const topics = topicTiles(card)
  const tooFast = topics.filter((tile) => tile.tooFast).map(topicNumber)
  return {
    name: studentName(card.student),
    goal: formatGrade(card.student.goal, language),
    progress: texts.percent(boundedPercent(figures.progress_percentage)),
    daysWorked: String(figures.days_worked_count),
    reliability: texts.percent(boundedPercent(figures.carefully_evaluated_percentage)),
    tooFast: texts.legend.tooFast(
      tooFast.length === 0
        ? texts.legend.tooFastNone
        : tooFast.length > listedTooFastTopics
          ? texts.legend.tooFastCount(tooFast.length, topics.length)
          : tooFast.join(', '),
    ),
    columns: card.tiles[0]?.length ?? 0,
    rows: card.tiles.length,
    tiles,
    gaps: largestGaps(card, texts.judgment, language, teacher),
    hasChecks: topics.some((tile) => tile.check.state !== 'none'),
  }
}

/** A tile's check line: the attestation's date, or that it failed; nothing while not taken. */
function checkLine(mark: CheckMark, texts: ReportTexts['check'], language: string): string | null {
  if (mark.state === 'attested') return texts.attested(mark.at ? shortDate(mark.at, language) : '')
  if (mark.state === 'notAttested') return texts.notAttested
  return null
}

/** The too-fast line names up to this many topics; more would not fit its one line, so it counts them. */
export const listedTooFastTopics = 12

/** How many gaps a page names: the largest, so the talk with the student starts where it matters. */
export const reportedGaps = 3

/** The page's gap lines: topics 2 grades or more apart, the largest first (then in grid order). */
function largestGaps(
  card: StudentCard,
  texts: ReportTexts['judgment'],
  language: string,
  teacher: TeacherGrades,
): string[] | null {
  const judged = topicTiles(card).flatMap(({ topic, ...tile }) =>
    topic ? [{ tile, topic, judgment: topicJudgment(topic, card.student.id, teacher) }] : [],
  )
  if (judged.every(({ judgment }) => judgment.teacherAverage === null)) return null
  return judged
    .filter(({ judgment }) => judgment.direction !== undefined)
    .toSorted((a, b) => Math.abs(b.judgment.gap ?? 0) - Math.abs(a.judgment.gap ?? 0))
    .slice(0, reportedGaps)
    .map(({ tile, topic, judgment }) =>
      texts.line({
        cell: topicNumber(tile),
        title: topic.title,
        self: formatStudentAverage(tile.standing?.average ?? null, language) ?? '–',
        teacher: formatStudentAverage(judgment.teacherAverage, language) ?? '–',
        gap: formatGap(judgment.gap, language),
        direction: judgment.direction ? texts.direction[judgment.direction] : '',
      }),
    )
}

/** The overlay's percent while student `index` (from 0) of `count` is drawn. */
export function exportPercent(index: number, count: number): number {
  if (count <= 0) return 100
  return Math.floor((index / count) * 100)
}

/**
 * 'Student_report_[{date-time}].pdf' (docs/product/progress.md "PDF report"), local time, without the colons
 * Windows refuses.
 */
export function reportFileName(now: Date): string {
  return `Student_report_[${fileTimestamp(now)}].pdf`
}
