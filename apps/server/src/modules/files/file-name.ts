/**
 * The name a file had on the teacher's computer: kept only to be shown and offered again as the
 * download name (the file on disk is named by its id). It is made storable and safe to put in a
 * header, whatever the browser sent.
 */

/** `files.original_name` is a varchar(255). */
export const originalNameMax = 255
const fallbackName = 'Datei'

/**
 * Each character a name cannot carry replaced: control characters and path separators (even after
 * the parser's basename) by `_`, a surrogate without its partner by U+FFFD.
 */
function cleanName(text: string): string {
  let cleaned = ''
  // Iterating by code point: a lone surrogate comes alone, a pair as one character.
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || character === '/' || character === '\\') {
      cleaned += '_'
    } else if (code >= 0xd800 && code <= 0xdfff) {
      cleaned += '\ufffd'
    } else {
      cleaned += character
    }
  }
  return cleaned
}

/**
 * Browsers write a file name into a form's part header with `"`, LF and CR percent-encoded (WHATWG
 * HTML, "multipart/form-data encoding algorithm"); the parser hands the name over as sent.
 */
const formEscapes: Record<string, string> = { '%22': '"', '%0A': '\n', '%0D': '\r' }
const formEscape = /%22|%0A|%0D/gi

/**
 * The name as it can be stored, from the name a form sent: unescaped, well-formed, without control
 * characters, at most 255 units long.
 */
export function storableFileName(sent: string | undefined): string {
  const unescaped = (sent ?? '').replace(formEscape, (found) => formEscapes[found.toUpperCase()] ?? found)
  const cleaned = cleanName(unescaped).trim()
  if (cleaned === '') return fallbackName
  if (cleaned.length <= originalNameMax) return cleaned
  // Too long: shorten the stem and keep a short extension, so the download still opens with the right program.
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : ''
  return `${cutAt(cleaned.slice(0, cleaned.length - extension.length), originalNameMax - extension.length)}${extension}`
}

/** The first `max` UTF-16 units, without splitting a surrogate pair. */
function cutAt(text: string, max: number): string {
  const cut = text.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** `attachment` or `inline`, with the name as RFC 6266 asks: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const sendable = cleanName(name)
  // Old clients read only `filename`: printable ASCII without the characters that end or escape it.
  const ascii = [...sendable]
    .map((character) => (/^[ -~]$/.test(character) && !'"\\%'.includes(character) ? character : '_'))
    .join('')
  const encoded = encodeURIComponent(sendable).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
