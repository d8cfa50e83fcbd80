/**
 * What every stored or looked-up text accepts, written once for the server's contracts and the web
 * app's forms (this file has no zod, so screens can import it without loading zod):
 * - at most `max` characters, counted in UTF-16 units as a browser's `maxlength` counts them; that is
 *   never fewer than PostgreSQL counts, so a text that passes always fits its `varchar` column;
 * - valid Unicode: a lone surrogate cannot be encoded and would be stored as U+FFFD, changing the text;
 * - no control characters: PostgreSQL cannot store NUL at all, and the others are invisible and break
 *   lists, mails and exports. Multi-line texts keep line breaks and tabs.
 */
export interface TextRule {
  max: number
  multiline?: boolean
}

export type TextProblem = 'tooLong' | 'invalidCharacters'

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d

function isControl(unit: number, multiline: boolean): boolean {
  if (unit >= 0x20 && unit !== 0x7f) return false
  return !(multiline && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN))
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/**
 * True when the text has no character that cannot be stored or shown as typed. One pass over the
 * UTF-16 units (String.isWellFormed is too new for some school browsers).
 */
export function hasOnlyStorableCharacters(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index)
    if (isControl(unit, multiline) || isLowSurrogate(unit)) return false
    if (isHighSurrogate(unit)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return false
      index++
    }
  }
  return true
}

/** The first rule `value` breaks (after the caller trimmed it, where the field trims), or null. */
export function textProblem(value: string, rule: TextRule): TextProblem | null {
  if (value.length > rule.max) return 'tooLong'
  if (!hasOnlyStorableCharacters(value, rule.multiline)) return 'invalidCharacters'
  return null
}
