/**
 * Tables as CSV that Excel in German opens as is: `;` between fields (Excel's list separator where
 * the decimal mark is a comma), CRLF between rows, UTF-8 with a byte order mark (without it Excel
 * reads "Müller" as "MÃ¼ller"). Numbers are written by the caller, as the screen shows them (4,5).
 */
const separator = ';'
const byteOrderMark = '\uFEFF'

/** A field quoted when it holds the separator, a quote or a line break; quotes doubled (RFC 4180). */
function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  // A leading =, +, - or @ makes Excel run the cell as a formula: a student named "=HYPERLINK(...)"
  // must stay text. The apostrophe is Excel's own "this is text" mark.
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text.replace(',', '.'))) ? `'${text}` : text
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export type CsvRow = readonly (string | number | null | undefined)[]

export function toCsv(rows: readonly CsvRow[]): string {
  const lines = rows.map((row) => row.map(csvField).join(separator))
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`
}

/** Offers the table as a download named `filename` (ending in .csv). */
export function downloadCsv(filename: string, rows: readonly CsvRow[]): void {
  downloadBlob(filename, new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }))
}

/** Saves a file the page made, through a short-lived link. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click returns; the next task frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** A file name's date and time, local: 2026-11-23_14-05 (no colons, which Windows refuses). */
export function fileTimestamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_${pad(date.getHours())}-${pad(date.getMinutes())}`
}
