/** German and English locale tags for counts: 1’234 as Swiss readers write it, 1,234 in English. */
function countLocale(language: string) {
  return language === 'de' ? 'de-CH' : 'en-GB'
}

/** A count as the teacher's language writes it (docs/design.md "Numbers and dates"). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(countLocale(language), { maximumFractionDigits: 0 }).format(value)
}
