/** The date a homework or exam was due, in the teacher's language: "12.03.2026" or "12 Mar 2026". */
export function formatDueDate(dueAt: string, language: string): string {
  const date = new Date(dueAt)
  if (Number.isNaN(date.getTime())) return dueAt
  // Swiss German writes dates with dots; English in the day-month-year order schools here use.
  const locale = language === 'de' ? 'de-CH' : 'en-GB'
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)
}
