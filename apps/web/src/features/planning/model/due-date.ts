/**
 * The form's date field holds a calendar day (YYYY-MM-DD); the server stores a moment. Homework is
 * due at the end of that day in the teacher's time zone (a homework due "today" can still be set in
 * the afternoon), and an exam counts as past from the next morning, when its grades can be entered.
 */
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

export function dueAtOfDay(day: string): string | null {
  const match = dayPattern.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const moment = new Date(year, month - 1, date, 23, 59, 0, 0)
  // 2026-02-31 rolls over into March: a day the calendar does not have is refused, not moved.
  if (moment.getFullYear() !== year || moment.getMonth() !== month - 1 || moment.getDate() !== date)
    return null
  return moment.toISOString()
}

/** The local calendar day of a moment, as the date field shows it. */
export function dayOfMoment(value: string | Date): string {
  const moment = typeof value === 'string' ? new Date(value) : value
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}
