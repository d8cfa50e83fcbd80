// The server's CSV downloads (the check statistics, the provider's ledger and audit trail), written
// as the web app's CSVs are (apps/web/src/lib/csv.ts): a table Excel in German opens as is. `;`
// between fields, CRLF, UTF-8 with a byte order mark, numbers with a decimal comma.

const separator = ';'
const byteOrderMark = '\uFEFF'

export type CsvField = string | number | null

/**
 * A field quoted when it holds the separator, a quote or a line break. A text starting with =, +, -
 * or @ gets Excel's text mark (an apostrophe): a typed text "=HYPERLINK(...)" (a student's answer, a
 * module's or a teacher's name) must not run as a formula on the reader's machine. Numbers are
 * written as numbers, a negative one included.
 */
export function csvField(value: CsvField): string {
  if (value === null) return ''
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(rows: readonly (readonly CsvField[])[]): string {
  return `${byteOrderMark}${rows.map((row) => row.map(csvField).join(separator)).join('\r\n')}\r\n`
}
