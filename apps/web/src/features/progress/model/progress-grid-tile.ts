import { type GoalDeviation, type ProgressStudent, type ProgressTopic, topicMarks } from '@lernraster/shared'
import { deviationArrow, deviationFill } from './goal-colour'

/**
 * One learner's bar in a topic tile (docs/product/progress.md "Progress screen": one vertical bar per
 * learner).
 */
export type TileBar = {
  studentId: number
  /** Counted average, null before the student's first counted rating of the topic. */
  average: number | null
  goal: number
  /** The student's progress in the topic (0-100): the bar's height. */
  progress: number
  /** Rated too fast on average: the bar is striped, its colour still says the side (issue 31). */
  tooFast: boolean
  /** The bar's side and intensity: the average against the goal alone. */
  deviation: GoalDeviation
  fill: string
  /** ↗, ↘ or – : the side without colour. */
  arrow: string
}

export type TileSummary = {
  bars: TileBar[]
  /** Students whose average is at or above their goal. */
  above: number
  /** Students whose average is below their goal. */
  below: number
  /** Students who rated too fast (striped bars, above or below the goal alike). */
  tooFast: number
  /** A topic with at least one counted rating opens the topic stats dialog. */
  clickable: boolean
}

/**
 * What a tile shows of one topic: a bar per student of the class, in the order given (the sorted
 * class list), and the counts that say in words what the colours say. `above` and `below` follow the
 * average against the goal, so they add up to the students who rated; `tooFast` counts apart, since a
 * student who hurried stands above or below the goal like anybody else.
 */
export function tileSummary(topic: ProgressTopic, students: readonly ProgressStudent[]): TileSummary {
  let above = 0
  let below = 0
  let tooFast = 0
  const bars = students.map((student): TileBar => {
    const standing = topic.evaluations_per_user[String(student.id)]
    const average = standing ? standing.average : null
    const goal = standing ? standing.goal : student.goal
    const { deviation, tooFast: flagged } = topicMarks(average, goal, standing?.too_fast === true)
    if (deviation.side === 'above') above++
    if (deviation.side === 'below') below++
    if (flagged) tooFast++
    return {
      studentId: student.id,
      average,
      goal,
      progress: standing ? Math.min(Math.max(standing.progress, 0), 100) : 0,
      tooFast: flagged,
      deviation,
      fill: deviationFill(deviation),
      arrow: deviationArrow(deviation),
    }
  })
  return { bars, above, below, tooFast, clickable: topic.stats.evaluations > 0 }
}

/** A bar's height in percent of the tile's bar area: its progress, with a stub so every student shows. */
export function barHeight(bar: Pick<TileBar, 'progress'>): number {
  return Math.max(bar.progress, barStubPercent)
}

export const barStubPercent = 8
