/**
 * How a student's typed answer is read before it is compared (issue 37, decision 052): the same on the
 * server, which scores, and in the teacher's preview.
 */

/** Separators of thousands a Swiss or German student may type: apostrophe, space, thin space. */
const thousands = /['’\u00a0\u202f ]/g

/**
 * A number as typed in German-speaking schools: "3,5" and "3.5" alike, "-2", "1'000", "1 000,25".
 * One comma or point is the decimal mark; both, or more than one, are not a number (undefined),
 * since "1.000,5" and "1,000.5" mean different numbers to different readers.
 */
export function parseTypedNumber(text: string): number | undefined {
  const compact = text.trim().replace(thousands, '')
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return undefined
  const value = Number(compact.replace(',', '.'))
  return Number.isFinite(value) ? value : undefined
}

const umlauts: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/ß/g, 'ss'],
]

/**
 * A short text answer as compared: Unicode-composed, spaces trimmed and runs of them made one, lower
 * case; with `foldUmlauts`, ä/ö/ü/ß written as ae/oe/ue/ss, so "Mass" counts for "Maß".
 */
export function foldTypedText(text: string, foldUmlauts: boolean): string {
  const folded = text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-CH')
  return foldUmlauts
    ? umlauts.reduce((value, [letter, spelled]) => value.replace(letter, spelled), folded)
    : folded
}
