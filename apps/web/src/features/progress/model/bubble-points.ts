import {
  bubbleBucket,
  type ChartQuestion,
  countsInStatistics,
  progressRules,
  roundAverage,
} from '@lernraster/shared'
import { truncateText } from '../../../lib/truncate'
import { cellName } from './progress-grid'

/**
 * The punch card of docs/product/progress.md "Bubble chart" and the topic dialog's 'Bubble Chart' tab as
 * plain data: a row per question (y), a column per grade in half steps (x), a bubble where students gave that
 * grade, as large as the number of students who did.
 */

export type PunchRow = {
  /** 1 for the first question: the chart draws it at the top. */
  y: number
  question: ChartQuestion
  /** The question's number in its topic (spec: 'Question n'). */
  number: number
  /** Where its topic sits: column.row. */
  cell: string
  /** Students per grade bucket (0, 0.5 ... 6). */
  counts: ReadonlyMap<number, number>
  ratings: number
  /** The counted grades' average, 2 decimals; null before the first. */
  average: number | null
}

/** Rows in the order given (the API's grid order); the numbers count within each topic. */
export function punchCardRows(questions: readonly ChartQuestion[]): PunchRow[] {
  const perTopic = new Map<number, number>()
  return questions.map((question, index) => {
    const number = (perTopic.get(question.topic_id) ?? 0) + 1
    perTopic.set(question.topic_id, number)
    const grades = question.evaluations.map((evaluation) => evaluation.grade).filter(countsInStatistics)
    const counts = new Map<number, number>()
    for (const grade of grades) {
      const bucket = bubbleBucket(grade)
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1)
    }
    const sum = grades.reduce((total, grade) => total + grade, 0)
    return {
      y: index + 1,
      question,
      number,
      cell: cellName(question.column, question.row),
      counts,
      ratings: grades.length,
      average: grades.length > 0 ? roundAverage(sum / grades.length) : null,
    }
  })
}

export type BubbleTone = 'red' | 'orange' | 'green'

/**
 * docs/product/progress.md "Bubble chart": red at 4, orange at 5, green at 6; each bucket takes the nearest,
 * below 4 red.
 */
export function bubbleTone(bucket: number): BubbleTone {
  if (bucket < 4.5) return 'red'
  if (bucket < 5.5) return 'orange'
  return 'green'
}

export type BubblePoint = {
  x: number
  y: number
  /** Students who gave this grade. */
  count: number
  /** The bubble's area in px² (recharts sizes symbols by area). */
  area: number
  tone: BubbleTone
  row: PunchRow
}

/** A bubble's radius in px for the number of students who gave its grade. */
export type BubbleRadius = (count: number) => number

/** 3 px: one student still shows as a dot one can point at (2 px got lost beside the grid lines). */
export const bubbleRadius = { min: 3 } as const

/**
 * The bubbles, `radiusOf` each (shareBubbleRadius), kept between 3 px, so one
 * student still shows, and `maxRadius`, so a bubble never spills into the next question's row.
 */
export function punchCardPoints(
  rows: readonly PunchRow[],
  radiusOf: BubbleRadius,
  maxRadius: number,
): BubblePoint[] {
  return rows.flatMap((row) =>
    [...row.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([x, count]) => {
        const radius = Math.min(
          Math.max(radiusOf(count), bubbleRadius.min),
          Math.max(maxRadius, bubbleRadius.min),
        )
        return { x, y: row.y, count, area: Math.PI * radius * radius, tone: bubbleTone(x), row }
      }),
  )
}

/**
 * Both charts size a bubble by its share of the class: area ∝ students, the whole class filling its
 * row (radius = the row's largest x √(students / class)). Decision 017 says why not the spec's
 * factors: its 30 / questions gives 0.2 px a student in the event's chart of a 6x6 grid of 4
 * questions (144 rows), so every bubble sat at the floor ("the module-wide bubbles are tiny", issue
 * 31), and its 30 / (class + 5) drew the topic's bubbles of a class of 17 as 3-7 px dots in 56 px
 * rows. By area, a bubble of 4 students reads as twice one of 1 in width, as the eye compares.
 */
export function shareBubbleRadius(classSize: number, maxRadius: number): BubbleRadius {
  return (count) => maxRadius * Math.sqrt(count / Math.max(classSize, count, 1))
}

/** The grade buckets any question was given, ascending: the table alternative's columns. */
export function usedBuckets(rows: readonly PunchRow[]): number[] {
  const buckets = new Set<number>()
  for (const row of rows) for (const bucket of row.counts.keys()) buckets.add(bucket)
  return [...buckets].sort((a, b) => a - b)
}

/** The x axis' ticks: 0 to 6 in half steps. */
export const bubbleTicks: readonly number[] = Array.from({ length: 13 }, (_, index) => index / 2)

/**
 * The x axis runs half a grade beyond the highest, 6: a bubble centred on 6 was cut in half at the
 * plot's edge (issue 31). Half a grade is 35 px or more at any chart width from 1024 px, more than
 * the largest radius (26 px in the topic dialog).
 */
export const bubbleXDomain: readonly [number, number] = [
  0,
  progressRules.highestGrade + progressRules.bubbleStep,
]

/** A question's title on the chart's row, cut so the y axis stays narrow; the whole on hover. */
export const chartRowTitleMax = 26

/** A row's words: the short one beside the axis, the whole one for its hover text. */
export function punchRowLabel(prefix: string, row: PunchRow): { short: string; full: string } {
  return {
    short: `${prefix}: ${truncateText(row.question.title, chartRowTitleMax)}`,
    full: `${prefix}: ${row.question.title}`,
  }
}

/** The largest bubble a row of `rowHeight` px holds without touching the next row. */
export function maxBubbleRadius(rowHeight: number): number {
  return rowHeight / 2 - 2
}
