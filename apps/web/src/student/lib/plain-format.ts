import type { StudentLanguage } from '../locales'

// Grades and dates written by hand rather than with Intl: the first Intl formatter a page builds
// loads the browser's locale data, and that alone was a quarter of the student app's start-up script
// time in a CPU profile at Lighthouse's 4x slower phone (decision 035). The formats needed here are
// two small fixed ones, so the browser's general machinery is not worth its start.

/**
 * A grade or average to one decimal, as the student reads it (docs/design.md "Numbers and dates"): 4,5 in
 * German, 4.5 in English, 5 without a decimal, an average rounded half up (4,7 rather than 4,666…).
 * Grades and averages are small numbers: no thousands separator.
 */
export function decimalText(value: number, language: StudentLanguage): string {
  const tenths = Math.round(Math.abs(value) * 10)
  const whole = Math.floor(tenths / 10)
  const tenth = tenths % 10
  const sign = value < 0 && tenths > 0 ? '-' : ''
  const mark = language === 'de' ? ',' : '.'
  return tenth === 0 ? `${sign}${whole}` : `${sign}${whole}${mark}${tenth}`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A date as Swiss schools write it (26.11.2026), in either language, in the device's time zone. */
export function swissDateText(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`
}
