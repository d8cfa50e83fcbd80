/**
 * The text of an uploaded list or roster file (issue 34): school software writes UTF-8 (with or
 * without a byte order mark), Windows-1252 (Excel's "CSV" on a German Windows) or, rarely, UTF-16
 * (Excel's "Unicode text"). Bytes that are no valid UTF-8 are read as Windows-1252, which maps
 * every byte but five: a file with those or with NUL bytes is binary, not text (decision 044).
 */
// The package is built without the DOM's or Node's types; both have this decoder (WHATWG Encoding).
declare const TextDecoder: new (
  label: string,
  options?: { fatal?: boolean },
) => { decode(bytes: Uint8Array): string }

export type TextFileEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'

export interface DecodedText {
  text: string
  encoding: TextFileEncoding
}

// Windows-1252's 0x80-0x9f, where it differs from Latin-1; '' where it assigns nothing. Decoded here
// rather than by TextDecoder('windows-1252'), which Node 20 reads as Latin-1 (0x80 stays U+0080).
const upperControls1252 = [
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
]

function decode1252(bytes: Uint8Array): string | undefined {
  let text = ''
  for (const byte of bytes) {
    if (byte < 0x80 || byte > 0x9f) text += String.fromCharCode(byte)
    else if (upperControls1252[byte - 0x80] === '') return undefined
    else text += upperControls1252[byte - 0x80]
  }
  return text
}

/** The file's text, or undefined when it is not text in one of the encodings above. */
export function decodeTextFile(bytes: Uint8Array): DecodedText | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, 'utf-16le')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, 'utf-16be')
  if (bytes.includes(0)) return undefined
  try {
    // The decoder drops a UTF-8 byte order mark itself (ignoreBOM false).
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    const text = decode1252(bytes)
    return text === undefined ? undefined : { text, encoding: 'windows-1252' }
  }
}

function utf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodedText | undefined {
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes)
    return text.includes('\u0000') ? undefined : { text, encoding }
  } catch {
    return undefined
  }
}
