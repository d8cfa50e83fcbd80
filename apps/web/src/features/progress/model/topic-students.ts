import { type GoalDeviation, isTooFastOnAverage, type TopicUser, topicMarks } from '@lernraster/shared'
import { deviationArrow, deviationFill } from './goal-colour'
import { sortStudents } from './progress-grid'

/** A student in the topic dialog's 'Statistiken' tab: the table's line and the chart's bar. */
export type TopicStudentLine = {
  user: TopicUser
  /**
   * Rated under 120 s a question on average (docs/product/progress.md "Too fast"), as the grid flags a bar.
   */
  tooFast: boolean
  /** The bar's side and intensity: the average against the goal alone (too fast is striped apart). */
  deviation: GoalDeviation
  fill: string
  /** Average against goal alone, as the table says it in words and arrow (↗ at the goal too). */
  side: GoalDeviation['side']
  arrow: string
}

/**
 * The class in one topic, in the grid's order (German, by last name). The bar's colour follows the
 * grid's rule: the distance of the average from the goal; too fast is a mark of its own (issue 31).
 */
export function topicStudentLines(users: readonly TopicUser[]): TopicStudentLine[] {
  return sortStudents(users).map((user) => {
    const { deviation, tooFast } = topicMarks(
      user.average,
      user.goal,
      isTooFastOnAverage(user.seconds_spent, user.timed),
    )
    return {
      user,
      tooFast,
      deviation,
      fill: deviationFill(deviation),
      side: deviation.side,
      arrow: deviationArrow(deviation),
    }
  })
}

/**
 * Time spent, as a teacher reads it: "45 s", "12 min", "1 h 5 min" (seconds under a minute, then
 * whole minutes). The unit symbols are the same in German and English.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  if (whole < 60) return `${whole} s`
  const minutes = Math.round(whole / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}
