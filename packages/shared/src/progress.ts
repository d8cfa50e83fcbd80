/**
 * The rules of progress and statistics (docs/product/progress.md), written
 * once: the server's statistics and the web app's tiles, tags and charts follow the same numbers.
 * Issue "Learning modules 3" builds its screens on them.
 */
export const progressRules = {
  /** docs/product/progress.md "Topic progress and averages": averages are shown with 2 decimals. */
  averageDecimals: 2,
  /**
   * docs/product/progress.md "What counts": feeds and statistics count grades 1 to 6; a 0 is "not rated yet".
   */
  lowestCountedGrade: 1,
  highestGrade: 6,
  /** docs/product/progress.md "Too fast": a question answered in under 120 s. */
  tooFastSeconds: 120,
  /**
   * docs/product/progress.md "Too fast" (reliability): a task counts as done carefully when the learner spent
   * more than 5 s.
   */
  carefulSeconds: 5,
  /**
   * docs/product/progress.md "Topic statistics dialog": a question average below 4 is shown in the danger
   * style.
   */
  dangerAverageBelow: 4,
  /**
   * docs/product/progress.md "Above or below the goal": the colour is at full strength 1.2 grades from the
   * goal.
   */
  deviationRange: 1.2,
  /**
   * docs/product/progress.md "Above or below the goal": colour intensity from 0.2 to 0.8 by the distance from
   * the goal.
   */
  intensityMin: 0.2,
  intensityMax: 0.8,
  /**
   * docs/product/progress.md "Bubble chart": x in half steps (the bubbles' sizes: decision 017, issue 31).
   */
  bubbleStep: 0.5,
} as const

/**
 * The school's day for 'ARBEITSTAGE' (days worked): a rating at 00:30 in Zürich belongs to that day,
 * not to the day before as in UTC. One zone for the whole install, as the product serves Swiss,
 * German, Austrian and Liechtenstein schools, all on Central European time.
 */
export const schoolTimeZone = 'Europe/Zurich'

/**
 * docs/product/progress.md "Topic progress and averages": evaluations / questions x 100, rounded; 0 without
 * questions.
 */
export function topicProgress(evaluations: number, questions: number): number {
  if (questions <= 0) return 0
  return Math.round((evaluations / questions) * 100)
}

/**
 * An average with 2 decimals, halves away from zero (4.125 -> 4.13, 1.005 -> 1.01), as the database's
 * round() of a numeric does. Shifting by the decimal exponent keeps 1.005 from becoming 1.00499...
 */
export function roundAverage(value: number): number {
  const digits = progressRules.averageDecimals
  // JavaScript writes tiny numbers as 1e-7, which the shift below cannot read; they round to 0 anyway.
  if (!Number.isFinite(value) || Math.abs(value) < 1e-6) return 0
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`))
  const rounded = Math.sign(value) * Number(`${shifted}e-${digits}`)
  return rounded === 0 ? 0 : rounded
}

/** docs/product/progress.md "What counts": only grades 1 to 6 count in feeds and statistics. */
export function countsInStatistics(grade: number): boolean {
  return grade >= progressRules.lowestCountedGrade && grade <= progressRules.highestGrade
}

/** The too-fast threshold as the screens and the report say it: "unter 2 Minuten je Frage". */
export const tooFastMinutes = progressRules.tooFastSeconds / 60

/** docs/product/progress.md "Too fast": under 120 s. */
export function isTooFast(secondsSpent: number): boolean {
  return secondsSpent < progressRules.tooFastSeconds
}

/**
 * docs/product/progress.md "Too fast" (reliability): the share of tasks with more than 5 s spent, in percent,
 * rounded; 0 for none.
 */
export function reliabilityPercentage(secondsSpent: readonly number[]): number {
  if (secondsSpent.length === 0) return 0
  const careful = secondsSpent.filter((seconds) => seconds > progressRules.carefulSeconds).length
  return Math.round((careful / secondsSpent.length) * 100)
}

/**
 * docs/product/progress.md "Topic statistics dialog": a question average below 4 is shown in the danger
 * style.
 */
export function isDangerAverage(average: number): boolean {
  return average < progressRules.dangerAverageBelow
}

/**
 * Where a learner stands against their own goal, for a tile's bar: `above` (green, at the goal
 * included: docs/product/progress.md "Above or below the goal") or `below` (red), with an intensity from 0.2
 * at the goal to 0.8 at 1.2 grades or more away; `none` (grey) for no ratings or an average of 0. Only the
 * average and the goal decide it: rating too fast is a fact of its own (`topicMarks`), never a reason to call
 * a student below the goal (issue 31, decision 023).
 */
export type GoalDeviation =
  | { side: 'none' }
  | { side: 'above' | 'below'; difference: number; intensity: number }

export function goalDeviation(average: number | null, goal: number): GoalDeviation {
  if (average === null || average === 0) return { side: 'none' }
  const { deviationRange, intensityMin, intensityMax } = progressRules
  // The difference rounded to one decimal decides the side.
  const rounded = Math.round((average - goal) * 10) / 10
  const difference = rounded === 0 ? 0 : rounded // never -0
  const distance = Math.min(Math.abs(difference), deviationRange)
  const intensity = roundAverage(intensityMin + ((intensityMax - intensityMin) * distance) / deviationRange)
  return { side: difference < 0 ? 'below' : 'above', difference, intensity }
}

/**
 * The two facts every tile, bar, popover, card, legend, CSV and PDF shows of a learner in a topic
 * (issue 31): the side of the goal (colour, arrow, word) and, apart, whether they rated too fast
 * (under 120 s a question on average: stripes and ⚡). A student at 4,67 against a goal of 4 who
 * hurried is above the goal *and* too fast; the original's "red below goal or flagged" mixed the two
 * and called her below it. Too fast needs something rated: without a counted average there is no
 * bar to mark.
 */
export type TopicMarks = { deviation: GoalDeviation; tooFast: boolean }

export function topicMarks(average: number | null, goal: number, tooFast: boolean): TopicMarks {
  const deviation = goalDeviation(average, goal)
  return { deviation, tooFast: tooFast && deviation.side !== 'none' }
}

/** Too fast over a topic: the timed ratings took under 120 s on average; untimed ratings count neither way. */
export function isTooFastOnAverage(secondsSpent: number, timed: number): boolean {
  return timed > 0 && isTooFast(secondsSpent / timed)
}

/** docs/product/progress.md "Bubble chart": a grade on the x axis, in half steps from 0 to 6. */
export function bubbleBucket(grade: number): number {
  const clamped = Math.min(Math.max(grade, 0), progressRules.highestGrade)
  return Math.round(clamped / progressRules.bubbleStep) * progressRules.bubbleStep
}
