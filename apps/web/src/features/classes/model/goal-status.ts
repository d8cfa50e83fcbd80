import { deviationSlider } from '@lernraster/shared'
import { decimalLocale } from '../../../lib/decimal-locale'

/**
 * At or above the goal is success, below is danger, 0 or no value is a dash
 * (docs/product/subjects-and-classes.md "Grades and goals").
 */
export type GoalStatus = 'success' | 'danger' | 'none'

const factor = 10 ** deviationSlider.decimals

/** Values are shown to 1 decimal (docs/product/subjects-and-classes.md "Student statistics"). */
export function roundGrade(value: number): number {
  const rounded = Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor
  // -0 would print as "-0.0".
  return rounded === 0 ? 0 : rounded
}

/**
 * A grade worth showing: 0 means "not given" in the evaluations
 * (docs/product/subjects-and-classes.md "Grades and goals").
 */
export function hasGrade(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value) && roundGrade(value) !== 0
}

/**
 * Compares the value as it is shown, so that an average of 3.96 printed as "4.0" is not called
 * "below the goal 4" by its colour.
 */
export function goalStatus(value: number | null | undefined, goal: number): GoalStatus {
  if (!hasGrade(value)) return 'none'
  return roundGrade(value) >= roundGrade(goal) ? 'success' : 'danger'
}

/** One decimal in the teacher's language: German writes 4,5, English 4.5. */
function oneDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(decimalLocale(language), {
    minimumFractionDigits: deviationSlider.decimals,
    maximumFractionDigits: deviationSlider.decimals,
    useGrouping: false,
  }).format(value)
}

/** "4,5" in German, "4.5" in English; null for no value (the caller shows a dash). */
export function formatGrade(value: number | null | undefined, language: string): string | null {
  return hasGrade(value) ? oneDecimal(roundGrade(value), language) : null
}

/**
 * The distance from the goal as shown: "+0,5", "−1,0" (a real minus sign), "±0,0" in German, with a
 * point in English; null for no value.
 */
export function formatDeviation(
  value: number | null | undefined,
  goal: number,
  language: string,
): string | null {
  if (!hasGrade(value)) return null
  const deviation = roundGrade(roundGrade(value) - roundGrade(goal))
  const digits = oneDecimal(Math.abs(deviation), language)
  if (deviation > 0) return `+${digits}`
  if (deviation < 0) return `−${digits}`
  return `±${digits}`
}
