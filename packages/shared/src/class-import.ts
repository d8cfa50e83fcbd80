import { emailField } from './contracts/common'
import { limits } from './limits'
import { classImportMessages } from './messages/class-import'

/** Importing a class from a list (issue 15): first name, last name, e-mail per line. */
export const classImportLimits = {
  maxRows: 200,
  /** Characters of the pasted or uploaded list: 200 lines of long names fit well within it. */
  maxChars: 60_000,
} as const

export interface ListLine {
  /** The line number in the list as the teacher sees it (1-based, blank lines counted). */
  line: number
  cells: string[]
}

/** The separator the list uses: Excel in German-speaking countries writes ';', others ',' or a tab. */
function separatorOf(lines: string[]): string {
  const first = lines.find((line) => line.trim() !== '') ?? ''
  const counts = [';', '\t', ','].map((separator) => ({
    separator,
    count: splitLine(first, separator).length,
  }))
  return counts.sort((a, b) => b.count - a.count)[0]!.separator
}

/** One line's cells; a cell in double quotes may hold the separator and "" for a quote. */
function splitLine(line: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells.map((value) => value.trim())
}

/** A first line that names the columns ("Vorname;Nachname;E-Mail") instead of a person. */
const isHeader = (cells: string[]) => cells.length >= 3 && !cells[2]!.includes('@') && /mail/i.test(cells[2]!)

export type ListColumn = 'firstname' | 'lastname' | 'email'

/** The headings school software and Excel lists give the columns, in the languages of the app's schools. */
const headings: Record<ListColumn, RegExp> = {
  firstname: /^(vorname|rufname|first ?name|given ?name|prénom|nome)$/i,
  lastname: /^(nachname|familienname|name|last ?name|family ?name|surname|nom|cognome)$/i,
  email: /^(e-?mail|e-?mail-adresse|mail|email address|adresse e-?mail)$/i,
}

/**
 * The column mapping of a header line (issue 34): where each wanted column is, when the line names
 * all of them, in any order and among others ("Klasse;Nachname;Vorname;Geburtsdatum;E-Mail").
 */
export function columnMapping(cells: string[], wanted: readonly ListColumn[]): number[] | undefined {
  const indexes = wanted.map((column) => cells.findIndex((cell) => headings[column].test(cell.trim())))
  return indexes.every((index) => index >= 0) ? indexes : undefined
}

/**
 * The people of a pasted or uploaded list, each with its line number; blank lines and a header line
 * are left out, cells trimmed, a byte order mark and Windows line ends do not matter. A header that
 * names the `columns` maps them: each line's cells come back in that order, other columns dropped.
 */
export function parseClassList(
  text: string,
  columns: readonly ListColumn[] = ['firstname', 'lastname', 'email'],
): ListLine[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const separator = separatorOf(lines)
  const parsed: ListLine[] = []
  let mapping: number[] | undefined
  let first = true
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return
    const cells = splitLine(raw, separator)
    if (first) {
      first = false
      mapping = columnMapping(cells, columns)
      if (mapping) return
    }
    // A line of one cell ("Anna van Berg" in a list of names) has no columns to map.
    if (mapping && cells.length > 1) {
      parsed.push({ line: index + 1, cells: mapping.map((column) => cells[column] ?? '') })
      return
    }
    // Excel writes empty trailing columns (";;") when a sheet had more: they are not columns.
    while (cells.length > 3 && cells.at(-1) === '') cells.pop()
    if (parsed.length === 0 && isHeader(cells)) return
    parsed.push({ line: index + 1, cells })
  })
  return parsed
}

export interface ListPerson {
  line: number
  firstname: string
  lastname: string
  /** Lower case, as accounts keep it. */
  email: string
  /** What is wrong with the line (empty: nothing): the list's own rules, not yet the accounts'. */
  problems: string[]
}

// The rule of every account's address (registration, settings): one address is valid everywhere or nowhere.
const emailRule = emailField(classImportMessages.emailInvalid)

/**
 * Checks each line on its own and against the lines before it (an address twice). The server adds
 * what only it knows (an address of a teacher's account) and decides; the screen shows the same.
 */
export function checkClassList(lines: ListLine[]): ListPerson[] {
  const firstLineOf = new Map<string, number>()
  return lines.map(({ line, cells }) => {
    const [firstname = '', lastname = '', rawEmail = ''] = cells
    const email = rawEmail.toLowerCase()
    const problems: string[] = []
    if (cells.length !== 3) problems.push(classImportMessages.columns)
    if (firstname === '') problems.push(classImportMessages.firstnameMissing)
    if (lastname === '') problems.push(classImportMessages.lastnameMissing)
    if (firstname.length > limits.nameMax || lastname.length > limits.nameMax) {
      problems.push(classImportMessages.nameTooLong)
    }
    if (!emailRule.safeParse(email).success) problems.push(classImportMessages.emailInvalid)
    else {
      const earlier = firstLineOf.get(email)
      if (earlier !== undefined) {
        problems.push(classImportMessages.duplicateEmail.replace('{{line}}', String(earlier)))
      } else firstLineOf.set(email, line)
    }
    return { line, firstname, lastname, email, problems }
  })
}
