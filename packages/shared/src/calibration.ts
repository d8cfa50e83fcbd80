import { countsInStatistics, roundAverage } from './progress'

/**
 * Issue 19, "Calibration": where a student's self-rating and the teacher's rating meet, written once
 * for the server's calibration view, the web app's marks (tile, student card, rating list) and the
 * PDF and CSV exports, so every place shows the same numbers (decision 021).
 *
 * A step is one grade of the scale (5 against 3 is 2 steps). Only counted grades compare (1 to 6;
 * a 0 is "not rated yet" for the teacher as for the student, docs/product/progress.md "What counts").
 */
export const calibrationRules = {
  /** A gap of 2 steps or more is marked, with its direction. */
  largeGap: 2,
  /** A self-rating within 1 step of the teacher's "hits" ("Selbsteinschätzung trifft"). */
  hitWithin: 1,
} as const

/** Which way a gap goes: the student rates themselves higher or lower than the teacher. */
export type GapDirection = 'higher' | 'lower'

/** The student's grade minus the teacher's; undefined unless both are counted grades. */
export function gapOf(
  studentGrade: number | undefined,
  teacherGrade: number | undefined,
): number | undefined {
  if (studentGrade === undefined || teacherGrade === undefined) return undefined
  if (!countsInStatistics(studentGrade) || !countsInStatistics(teacherGrade)) return undefined
  return studentGrade - teacherGrade
}

/** The direction of a gap of 2 steps or more; undefined for a smaller gap or none. */
export function largeGapDirection(gap: number | undefined): GapDirection | undefined {
  if (gap === undefined || Math.abs(gap) < calibrationRules.largeGap) return undefined
  return gap > 0 ? 'higher' : 'lower'
}

/** One question both rated: the student's grade, the teacher's and the gap between them. */
export interface RatedPair {
  questionId: number
  student: number
  teacher: number
  gap: number
}

/** The questions both rated, in the order of `questionIds`. */
export function ratedPairs(
  questionIds: readonly number[],
  studentGrades: ReadonlyMap<number, number>,
  teacherGrades: ReadonlyMap<number, number>,
): RatedPair[] {
  const pairs: RatedPair[] = []
  for (const questionId of questionIds) {
    const student = studentGrades.get(questionId)
    const teacher = teacherGrades.get(questionId)
    const gap = gapOf(student, teacher)
    if (gap !== undefined) pairs.push({ questionId, student: student!, teacher: teacher!, gap })
  }
  return pairs
}

/**
 * A student's gap in a topic: the mean of the question gaps over the questions both rated (the
 * student's average minus the teacher's on the same questions), 2 decimals; undefined when they
 * share no rated question.
 */
export function topicGap(pairs: readonly RatedPair[]): number | undefined {
  if (pairs.length === 0) return undefined
  return roundAverage(pairs.reduce((sum, pair) => sum + pair.gap, 0) / pairs.length)
}

/**
 * "Selbsteinschätzung trifft": the share of the pairs within 1 step, in percent, rounded; undefined
 * without a pair (a student the teacher has not rated yet).
 */
export function hitShare(pairs: readonly RatedPair[]): number | undefined {
  if (pairs.length === 0) return undefined
  const hits = pairs.filter((pair) => Math.abs(pair.gap) <= calibrationRules.hitWithin).length
  // Multiplied before dividing: 23 of 40 is 57.5 %, but (23 / 40) * 100 is 57.49999999999999.
  return Math.round((hits * 100) / pairs.length)
}

/**
 * The size of a student's gaps, whichever way they go: the mean of the absolute question gaps, 2
 * decimals; undefined without a pair. A gap of +2 and one of -2 are 2 steps off on average, where the
 * signed mean (`topicGap`) says 0 (issue 31).
 */
export function meanAbsoluteGap(pairs: readonly RatedPair[]): number | undefined {
  if (pairs.length === 0) return undefined
  return roundAverage(pairs.reduce((sum, pair) => sum + Math.abs(pair.gap), 0) / pairs.length)
}

/**
 * How a student judges themselves, in words: `hits` ("trifft"), `higher` or `lower` ("schätzt sich
 * höher / tiefer ein"), or `both` (off both ways, "weicht in beide Richtungen ab").
 */
export type SelfJudgment = 'hits' | GapDirection | 'both'

/** From half a step on, the signed mean says a direction (the scale moves in half steps). */
export const tendencyFrom = 0.5

/**
 * Issue 31: how well a student judges themselves comes from the size of the gaps, the direction from
 * their sign. Within 1 step on average (the width of a hit) the self-rating hits: on the scale's half
 * steps that needs a third of the pairs or more to be hits, and a student with no hit (0 %) never
 * "trifft", whatever the averages say. Further off, the signed mean gives the direction from half a
 * step on; gaps that cancel out are off both ways. Undefined without a pair.
 */
export function selfJudgment(figures: {
  meanGap: number | null | undefined
  meanAbsoluteGap: number | null | undefined
  hitShare: number | null | undefined
}): SelfJudgment | undefined {
  const { meanGap, meanAbsoluteGap, hitShare } = figures
  if (meanGap == null || meanAbsoluteGap == null || hitShare == null) return undefined
  if (![meanGap, meanAbsoluteGap, hitShare].every(Number.isFinite)) return undefined
  if (meanAbsoluteGap <= calibrationRules.hitWithin && hitShare > 0) return 'hits'
  if (Math.abs(meanGap) < tendencyFrom) return 'both'
  return meanGap > 0 ? 'higher' : 'lower'
}
