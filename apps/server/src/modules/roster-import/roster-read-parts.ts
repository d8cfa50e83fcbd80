import {
  emailField,
  hasOnlyStorableCharacters,
  limits,
  parseSchoolDate,
  rosterImportMessages,
  rosterLimits,
  rosterText,
} from '@lernraster/shared'
import { type CsvTable, columnOf, parseCsv } from './roster-csv'
import type { RosterFormatSpec } from './roster-formats'
import { RosterRefusal } from './roster-refusal'
import type { RosterStudent, RosterText } from './roster-types'

// The parts of reading a roster (roster-read.ts): columns, records by id, single lines.

export const refuse = (message: string, values: Record<string, string | number> = {}): never => {
  throw new RosterRefusal(rosterText(message, values))
}

/** A table with the columns the import needs, their indexes by key; a missing one refuses the set. */
export function columns<Key extends string>(
  table: CsvTable,
  wanted: Record<Key, readonly string[] | undefined>,
  optional: readonly NoInfer<Key>[] = [],
): Record<Key, number[]> {
  const found = {} as Record<Key, number[]>
  for (const [key, names] of Object.entries(wanted) as [Key, readonly string[] | undefined][]) {
    const indexes = (names ?? []).map((name) => columnOf(table, [name])).filter((index) => index >= 0)
    if (indexes.length === 0 && names && names.length > 0 && !optional.includes(key)) {
      refuse(rosterImportMessages.columnMissing, { file: table.file, column: names.at(-1)! })
    }
    found[key] = indexes
  }
  return found
}

/** The first non-empty cell of the columns (OneRoster's preferred name before the given one). */
export const cellOf = (cells: string[], indexes: number[]) =>
  indexes.map((index) => cells[index] ?? '').find((value) => value !== '') ?? ''

/** OneRoster's delta files mark records to remove; they count as absent. */
export const isDeleted = (cells: string[], statusIndex: number[]) =>
  cellOf(cells, statusIndex).toLowerCase() === 'tobedeleted'

/** Records by their id; an id twice refuses the set (the next import could not tell them apart). */
export function byId(table: CsvTable, idIndex: number[], statusIndex: number[]) {
  const records = new Map<string, { line: number; cells: string[] }>()
  for (const record of table.records) {
    const id = cellOf(record.cells, idIndex)
    if (id === '') refuse(rosterImportMessages.idMissing, { file: table.file, line: record.line })
    if (id.length > rosterLimits.sourceIdMax) {
      refuse(rosterImportMessages.idTooLong, { file: table.file, line: record.line })
    }
    const first = records.get(id)
    if (first) {
      refuse(rosterImportMessages.duplicateId, { file: table.file, line: record.line, id, first: first.line })
    }
    if (!isDeleted(record.cells, statusIndex)) records.set(id, record)
  }
  return records
}

export function tableOf(files: Map<string, RosterText>, name: string): CsvTable {
  const file = files.get(name) ?? refuse(rosterImportMessages.fileMissing, { file: name })
  return parseCsv(file.name, file.text)
}

export function checkOneRosterVersion(files: Map<string, RosterText>) {
  const manifest = tableOf(files, 'manifest.csv')
  const rows = [manifest.header, ...manifest.records.map((record) => record.cells)]
  const version = rows.find((cells) => cells[0]?.toLowerCase() === 'oneroster.version')?.[1] ?? ''
  if (!version.startsWith('1.2')) refuse(rosterImportMessages.onerosterVersion, { version })
}

/**
 * Whether an enrollment has ended before today (a student who left mid-term); a date that cannot be
 * read is a problem of its line, and the enrollment counts.
 */
export function enrollmentEnded(
  cells: string[],
  cols: { beginDate: number[]; endDate: number[] },
  today: string,
  report: (message: string) => void,
): boolean {
  for (const indexes of [cols.beginDate, cols.endDate]) {
    const text = cellOf(cells, indexes)
    if (text !== '' && !parseSchoolDate(text))
      report(rosterText(rosterImportMessages.dateInvalid, { date: text }))
  }
  const end = parseSchoolDate(cellOf(cells, cols.endDate))
  return end !== undefined && end < today
}

/** SDS v1 keeps teachers in classes apart: Teacher.csv and TeacherRoster.csv, when exported. */
export function addTeacherRoster(
  files: Map<string, RosterText>,
  spec: RosterFormatSpec,
  ownAddress: string,
  teacherClasses: Set<string>,
) {
  if (!spec.teachers || !spec.teacherEnrollments) return
  if (!files.has(spec.teachers.file) || !files.has(spec.teacherEnrollments.file)) return
  const teachers = tableOf(files, spec.teachers.file)
  const teacherCols = columns(teachers, { id: spec.teachers.id, email: spec.teachers.email })
  const own = new Set(
    teachers.records
      .filter((record) => cellOf(record.cells, teacherCols.email).toLowerCase() === ownAddress)
      .map((record) => cellOf(record.cells, teacherCols.id)),
  )
  const roster = tableOf(files, spec.teacherEnrollments.file)
  const rosterCols = columns(roster, {
    classId: spec.teacherEnrollments.classId,
    userId: spec.teacherEnrollments.userId,
  })
  for (const record of roster.records) {
    if (own.has(cellOf(record.cells, rosterCols.userId)))
      teacherClasses.add(cellOf(record.cells, rosterCols.classId))
  }
}

const emailRule = emailField(rosterImportMessages.emailInvalid)

/** A student's line of users.csv, its problems reported with the line. */
export function studentOf(
  sourceId: string,
  record: { line: number; cells: string[] },
  cols: { givenName: number[]; familyName: number[]; email: number[] },
  file: string,
  problem: (file: string, line: number, message: string) => void,
): RosterStudent {
  const firstname = cellOf(record.cells, cols.givenName)
  const lastname = cellOf(record.cells, cols.familyName)
  const rawEmail = cellOf(record.cells, cols.email).toLowerCase()
  const report = (message: string) => problem(file, record.line, message)
  if (firstname === '') report(rosterImportMessages.firstnameMissing)
  if (lastname === '') report(rosterImportMessages.lastnameMissing)
  if (firstname.length > limits.nameMax || lastname.length > limits.nameMax)
    report(rosterImportMessages.nameTooLong)
  if (!hasOnlyStorableCharacters(firstname) || !hasOnlyStorableCharacters(lastname)) {
    report(rosterImportMessages.nameNotStorable)
  }
  const email = rawEmail === '' ? null : rawEmail
  if (email !== null && !emailRule.safeParse(email).success) report(rosterImportMessages.emailInvalid)
  return { sourceId, firstname, lastname, email, line: record.line }
}
