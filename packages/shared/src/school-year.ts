/**
 * The change of school year (issue 36, decision 051). A school year runs from 1 August to 31 July,
 * as in Switzerland and most German states; it only names the year a class was archived in.
 */
export const schoolYearStartMonth = 8

/** "2025/26" for any day from 1 August 2025 to 31 July 2026 (UTC). */
export function schoolYearOf(moment: Date): string {
  const year = moment.getUTCFullYear()
  const first = moment.getUTCMonth() + 1 >= schoolYearStartMonth ? year : year - 1
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`
}

/**
 * The name a class carries into the next year: its first number one up ("7a" → "8a", "Klasse 9b" →
 * "Klasse 10b"); a name without a number stays as it is, for the teacher to change.
 */
export function nextClassName(name: string): string {
  return name.replace(/\d+/, (number) => String(Number(number) + 1))
}

export const archiveRules = {
  /** An archived class is listed as going this many days before its retention deletes it. */
  noticeDays: 30,
} as const
