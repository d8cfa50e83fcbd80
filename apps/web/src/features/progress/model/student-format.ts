import { progressRules } from '@lernraster/shared'
import { decimalLocale } from '../../../lib/decimal-locale'

/**
 * The numbers of the student cards, their CSV and the PDF report, written once so all three agree
 * (docs/design.md "Numbers and dates": 4,5 not 4.5).
 */

/** A goal or a grade as the teacher set it: "4,5", "5", "4,25" (up to 2 decimals, no padding). */
export function formatGrade(value: number, language: string): string {
  return new Intl.NumberFormat(decimalLocale(language), {
    maximumFractionDigits: progressRules.averageDecimals,
    useGrouping: false,
  }).format(value)
}

/**
 * An average with 2 decimals ("4,50", docs/product/progress.md "Topic progress and averages"); null when
 * nothing is counted.
 */
export function formatStudentAverage(value: number | null, language: string): string | null {
  if (value === null || value === 0 || !Number.isFinite(value)) return null
  return new Intl.NumberFormat(decimalLocale(language), {
    minimumFractionDigits: progressRules.averageDecimals,
    maximumFractionDigits: progressRules.averageDecimals,
    useGrouping: false,
  }).format(value)
}

/** A whole percentage kept within 0-100, the number only ("75"); the caller adds the sign. */
export function boundedPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)))
}

/** A gap to the teacher's rating with its sign and 2 decimals ("+2,75", "-0,50", "0,00"); "" for none. */
export function formatGap(value: number | null, language: string): string {
  if (value === null || !Number.isFinite(value)) return ''
  return new Intl.NumberFormat(decimalLocale(language), {
    minimumFractionDigits: progressRules.averageDecimals,
    maximumFractionDigits: progressRules.averageDecimals,
    signDisplay: 'exceptZero',
    useGrouping: false,
  }).format(value)
}
