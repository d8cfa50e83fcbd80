/**
 * Numbers of the progress summary as the teacher's language writes them (docs/design.md
 * "Numbers and dates": 4,5 not 4.5).
 */
import { decimalLocale } from '../../../lib/decimal-locale'

/** An average grade with one decimal ("4,5", "4,0"); null before the first rating. */
export function formatAverage(value: number | null, language: string): string | null {
  if (value === null || !Number.isFinite(value)) return null
  return new Intl.NumberFormat(decimalLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

/** A whole percentage ("35 %" in German, "35%" in English), kept within 0-100. */
export function formatPercent(value: number, language: string): string {
  const bounded = Math.min(100, Math.max(0, value))
  return new Intl.NumberFormat(decimalLocale(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(bounded / 100)
}
