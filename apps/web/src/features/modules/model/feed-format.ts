/**
 * Numbers, grades and times of the feeds in the teacher's language (docs/design.md "Numbers and dates":
 * 4,5 not 4.5, dates as 22.11.2026, times as 14:05).
 */
import { decimalLocale } from '../../../lib/decimal-locale'

/**
 * How a grade stands against the student's goal; at the goal counts as reached (docs/product/runs.md
 * "Feeds").
 */
export type GoalStanding = 'above' | 'at' | 'below'

/**
 * docs/product/progress.md "Above or below the goal": the difference rounded to one decimal; 0 or more is
 * success.
 */
export function goalStanding(grade: number, goal: number): GoalStanding {
  const difference = Math.round((grade - goal) * 10) / 10
  if (difference > 0) return 'above'
  return difference === 0 ? 'at' : 'below'
}

/** A grade or goal with one decimal: "4,5", "5,0". */
export function formatGrade(value: number, language: string): string {
  return new Intl.NumberFormat(decimalLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

function dateLocale(language: string) {
  return language === 'de' ? 'de-CH' : 'en-GB'
}

/** "22.11.2026" */
export function formatDate(value: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(value)
}

/** "14:05" */
export function formatTime(value: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { hour: '2-digit', minute: '2-digit' }).format(value)
}

const minute = 60_000
const hour = 60 * minute

function dayNumber(value: Date) {
  return Math.floor(new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime() / (24 * hour))
}

export type FeedTime =
  /** Within the last hour: "vor 5 Minuten" (the whole minutes; 0 is "jetzt"). */
  | { kind: 'minutesAgo'; minutes: number }
  | { kind: 'today' | 'yesterday'; time: string }
  | { kind: 'date'; date: string; time: string }

/**
 * When an entry happened, as a feed says it: minutes within the last hour, "heute, 14:05",
 * "gestern, 14:05", else the date and time. `now` is the moment the feed was last loaded, so a
 * refreshed feed also refreshes its times. A time slightly in the future (clocks apart) is "now".
 */
export function feedTime(iso: string, now: number, language: string): FeedTime | null {
  const value = new Date(iso)
  if (Number.isNaN(value.getTime())) return null
  const ago = now - value.getTime()
  if (ago < hour) return { kind: 'minutesAgo', minutes: Math.max(0, Math.floor(ago / minute)) }
  const time = formatTime(value, language)
  const days = dayNumber(new Date(now)) - dayNumber(value)
  if (days === 0) return { kind: 'today', time }
  if (days === 1) return { kind: 'yesterday', time }
  return { kind: 'date', date: formatDate(value, language), time }
}
