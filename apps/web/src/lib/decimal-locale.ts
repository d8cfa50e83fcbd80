/**
 * The locale that writes a teacher's decimals (docs/design.md "Numbers and dates": 4,5 not 4.5).
 * German takes de-DE, since de-CH would write 4.5; English writes 4.5.
 */
export function decimalLocale(language: string): string {
  return language.startsWith('de') ? 'de-DE' : 'en-GB'
}
