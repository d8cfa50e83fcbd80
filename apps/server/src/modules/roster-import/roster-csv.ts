import { rosterImportMessages, rosterText } from '@lernraster/shared'
import { RosterRefusal } from './roster-refusal'

/** One CSV file of a roster: its header and its records, each with the line it starts on. */
export interface CsvTable {
  file: string
  header: string[]
  records: { line: number; cells: string[] }[]
}

const separators = [',', ';', '\t'] as const

/**
 * The separator of the header line: SDS and OneRoster write ',', Excel in German-speaking countries
 * ';'. Whichever splits the header into the most columns (outside quotes).
 */
function separatorOf(text: string): string {
  const end = text.search(/\r|\n/)
  const header = end === -1 ? text : text.slice(0, end)
  const unquoted = header.replace(/"[^"]*"/g, '')
  const counts = separators.map((separator) => unquoted.split(separator).length)
  return separators[counts.indexOf(Math.max(...counts))]!
}

/**
 * Reads a CSV file after RFC 4180: cells in double quotes may hold the separator, line breaks and ""
 * for a quote; `\r\n`, `\n` and `\r` end a record; blank lines are skipped. Cells are trimmed.
 */
export function parseCsv(file: string, text: string): CsvTable {
  const content = text.replace(/^\uFEFF/, '')
  const separator = separatorOf(content)
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let quoteLine = 1
  const endRecord = () => {
    cells.push(cell)
    if (cells.length > 1 || cells[0]!.trim() !== '') {
      rows.push({ line: recordLine, cells: cells.map((value) => value.trim()) })
    }
    cells = []
    cell = ''
  }
  for (let index = 0; index < content.length; index++) {
    const char = content[index]!
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && content[index + 1] !== '\n')) line++
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      quoteLine = line
      cell = ''
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && content[index + 1] === '\n') index++
      endRecord()
      line++
      recordLine = line
    } else cell += char
  }
  if (quoted)
    throw new RosterRefusal(rosterText(rosterImportMessages.unclosedQuote, { file, line: quoteLine }))
  endRecord()
  const [header, ...records] = rows
  return { file, header: header?.cells ?? [], records }
}

/** A column's index by any of its names, ignoring case (SDS says its headers are case-sensitive; people are not). */
export function columnOf(table: CsvTable, names: readonly string[]): number {
  const wanted = names.map((name) => name.toLowerCase())
  return table.header.findIndex((heading) => wanted.includes(heading.toLowerCase()))
}
