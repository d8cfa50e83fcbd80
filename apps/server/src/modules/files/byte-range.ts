/**
 * One byte range of a `Range: bytes=…` header (RFC 9110 section 14): `0-99`, `100-` or the last
 * `-100` bytes. Several ranges, other units and anything malformed are not refused: the whole file
 * is the answer then, as the RFC allows. `unsatisfiable` when the range starts past the end.
 */
export type ByteRange = { start: number; end: number } | 'whole' | 'unsatisfiable'

const single = /^bytes=(\d*)-(\d*)$/

export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header?.trim().match(single)
  if (!match) return 'whole'
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return 'whole'
  if (first === '') {
    // The last n bytes; a suffix of 0 bytes asks for nothing there is.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return 'whole'
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
