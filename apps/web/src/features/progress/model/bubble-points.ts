import {
  bubbleBucket,
  bubbleSize,
  type ChartQuestion,
  countsInStatistics,
  roundAverage,
} from '@lernraster/shared'
import { cellName } from './progress-grid'

/**
 * The punch card of spec 2 §2 "Bubble chart" and the topic dialog's 'Bubble Chart' tab as plain
 * data: a row per question (y), a column per grade in half steps (x, spec 2 §9), a bubble where
 * students gave that grade, as large as the number of students who did.
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

/** Spec 2 §9 "colour scale red at 4, orange at 5, green at 6": each bucket takes the nearest, below 4 red. */
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

export const bubbleRadius = { min: 2 } as const

/**
 * The bubbles: radius = students x the spec's size factor (bubbleSize: 30 / (users + 5) in a topic,
 * 30 / questions in the event), kept between 2 px, so one student still shows, and `maxRadius`, so
 * a bubble never spills into the next question's row.
 */
export function punchCardPoints(
  rows: readonly PunchRow[],
  sizeFactor: number,
  maxRadius: number,
): BubblePoint[] {
  return rows.flatMap((row) =>
    [...row.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([x, count]) => {
        const radius = Math.min(
          Math.max(count * sizeFactor, bubbleRadius.min),
          Math.max(maxRadius, bubbleRadius.min),
        )
        return { x, y: row.y, count, area: Math.PI * radius * radius, tone: bubbleTone(x), row }
      }),
  )
}

/** The grade buckets any question was given, ascending: the table alternative's columns. */
export function usedBuckets(rows: readonly PunchRow[]): number[] {
  const buckets = new Set<number>()
  for (const row of rows) for (const bucket of row.counts.keys()) buckets.add(bucket)
  return [...buckets].sort((a, b) => a - b)
}

/** The x axis' ticks: 0 to 6 in half steps (spec 2 §2). */
export const bubbleTicks: readonly number[] = Array.from({ length: 13 }, (_, index) => index / 2)

/**
 * The event chart's px per student: the spec's 30 / questions, but never so small that a bubble of
 * the whole class stays under the row's largest bubble. With a 6x6 grid of 4 questions (144 rows) the
 * spec's factor is 0.2 px: every bubble would sit at the 2 px floor and the sizes would say nothing.
 */
export function eventBubbleFactor(questions: number, students: number, maxRadius: number): number {
  const spec = bubbleSize('event', questions)
  return students > 0 ? Math.max(spec, maxRadius / students) : spec
}

/** The largest bubble a row of `rowHeight` px holds without touching the next row. */
export function maxBubbleRadius(rowHeight: number): number {
  return rowHeight / 2 - 2
}
