import { swissDateText } from '../../../lib/plain-format'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A time of day as Swiss schools write it (14:05), in the device's time zone. */
export function clockText(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
}

/** `{date}` and `{time}` for "Nächster Versuch ab 28.11.2026, 14:05 Uhr". */
export const dateAndTime = (iso: string) => ({ date: swissDateText(iso), time: clockText(iso) })

/** The time left as "4:05" (minutes and seconds) or "1:02:05"; never below 0:00. */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = twoDigits(seconds % 60)
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`
}
