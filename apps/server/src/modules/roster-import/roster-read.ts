import {
  emailField,
  hasOnlyStorableCharacters,
  limits,
  parseSchoolDate,
  type RosterFormat,
  type RosterProblem,
  rosterImportMessages,
  rosterLimits,
  rosterText,
} from '@lernraster/shared'
import { type CsvTable, columnOf, parseCsv } from './roster-csv'
import { formatOf, type RosterFormatSpec } from './roster-formats'
import { RosterRefusal } from './roster-refusal'

/** A CSV file of the upload, by its name as the teacher knows it. */
export interface RosterText {
  name: string
  text: string
}

export interface RosterClass {
  sourceId: string
  name: string
  line: number
}

export interface RosterStudent {
  sourceId: string
  firstname: string
  lastname: string
  /** Lower case; null when the file gives none. */
  email: string | null
  line: number
}

/** A student in a class, where the file says so. */
export interface RosterEnrollment {
  classId: string
  userId: string
  file: string
  line: number
}

/** What the files say, reduced to the classes the import takes and their students. */
export interface Roster {
  format: RosterFormat
  classes: RosterClass[]
  students: Map<string, RosterStudent>
  enrollments: RosterEnrollment[]
  problems: RosterProblem[]
}

const refuse = (message: string, values: Record<string, string | number> = {}): never => {
  throw new RosterRefusal(rosterText(message, values))
}

/** A table with the columns the import needs, their indexes by key; a missing one refuses the set. */
function columns<Key extends string>(
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
const cellOf = (cells: string[], indexes: number[]) =>
  indexes.map((index) => cells[index] ?? '').find((value) => value !== '') ?? ''

/** OneRoster's delta files mark records to remove; they count as absent. */
const isDeleted = (cells: string[], statusIndex: number[]) =>
  cellOf(cells, statusIndex).toLowerCase() === 'tobedeleted'

/** Records by their id; an id twice refuses the set (the next import could not tell them apart). */
function byId(table: CsvTable, idIndex: number[], statusIndex: number[]) {
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

function tableOf(files: Map<string, RosterText>, name: string): CsvTable {
  const file = files.get(name) ?? refuse(rosterImportMessages.fileMissing, { file: name })
  return parseCsv(file.name, file.text)
}

function checkOneRosterVersion(files: Map<string, RosterText>) {
  const manifest = tableOf(files, 'manifest.csv')
  const rows = [manifest.header, ...manifest.records.map((record) => record.cells)]
  const version = rows.find((cells) => cells[0]?.toLowerCase() === 'oneroster.version')?.[1] ?? ''
  if (!version.startsWith('1.2')) refuse(rosterImportMessages.onerosterVersion, { version })
}

/**
 * Reads a set of roster files (decision 044): the format by the files' names, then the classes, the
 * students and who is in which class. Structural faults refuse the whole set (RosterRefusal); faults
 * of single lines of the classes taken are collected as problems. Which classes are taken: those
 * the file names the importing teacher as a teacher of (by address or user name), or, when it names
 * the teacher in none, all with students.
 */
export function readRoster(texts: RosterText[], teacherEmail: string, today: string): Roster {
  const files = new Map(texts.map((text) => [baseName(text.name), text]))
  const spec = formatOf(new Set(files.keys())) ?? refuse(rosterImportMessages.unknownFormat)
  for (const name of spec.required)
    if (!files.has(name)) refuse(rosterImportMessages.fileMissing, { file: name })
  if (spec.format === 'oneroster-1.2') checkOneRosterVersion(files)
  const status = spec.hasStatus ? ['status'] : undefined
  const problems: RosterProblem[] = []
  const problem = (file: string, line: number, message: string) => problems.push({ file, line, message })

  const classTable = tableOf(files, spec.classes.file)
  const classCols = columns(classTable, { id: spec.classes.id, name: spec.classes.name, status }, ['status'])
  const classRecords = byId(classTable, classCols.id, classCols.status)

  const userTable = tableOf(files, spec.users.file)
  const userCols = columns(
    userTable,
    {
      id: spec.users.id,
      givenName: spec.users.givenName,
      familyName: spec.users.familyName,
      email: spec.users.email,
      username: spec.users.username,
      status,
    },
    ['email', 'username', 'status'],
  )
  const userRecords = byId(userTable, userCols.id, userCols.status)

  const enrollTable = tableOf(files, spec.enrollments.file)
  const enrollCols = columns(
    enrollTable,
    {
      classId: spec.enrollments.classId,
      userId: spec.enrollments.userId,
      role: spec.enrollments.role,
      beginDate: spec.enrollments.beginDate,
      endDate: spec.enrollments.endDate,
      status,
    },
    ['beginDate', 'endDate', 'status'],
  )
  const studentEnrollments: RosterEnrollment[] = []
  const teacherClasses = new Set<string>()
  const ownAddress = teacherEmail.toLowerCase()
  const isTeacherOwn = (userId: string) => {
    const user = userRecords.get(userId)
    if (!user) return false
    const names = [cellOf(user.cells, userCols.email), cellOf(user.cells, userCols.username)]
    return names.some((name) => name.toLowerCase() === ownAddress)
  }
  for (const record of enrollTable.records) {
    if (isDeleted(record.cells, enrollCols.status)) continue
    const classId = cellOf(record.cells, enrollCols.classId)
    const userId = cellOf(record.cells, enrollCols.userId)
    const role = enrollCols.role.length > 0 ? cellOf(record.cells, enrollCols.role).toLowerCase() : 'student'
    if (role === 'teacher') {
      if (isTeacherOwn(userId)) teacherClasses.add(classId)
      continue
    }
    if (role !== 'student') continue
    const ended = enrollmentEnded(record.cells, enrollCols, today, (message) =>
      problem(enrollTable.file, record.line, message),
    )
    if (!ended) studentEnrollments.push({ classId, userId, file: enrollTable.file, line: record.line })
  }
  addTeacherRoster(files, spec, ownAddress, teacherClasses)

  const studentIds = new Set(studentEnrollments.map((enrollment) => enrollment.userId))
  if (studentIds.size > rosterLimits.maxStudents) refuse(rosterImportMessages.tooManyStudents)
  const enrolledClasses = new Set(studentEnrollments.map((enrollment) => enrollment.classId))
  const taken = [...(teacherClasses.size > 0 ? teacherClasses : enrolledClasses)].filter((id) =>
    enrolledClasses.has(id),
  )
  if (taken.length === 0) refuse(rosterImportMessages.noClasses)
  if (taken.length > rosterLimits.maxClasses)
    refuse(rosterImportMessages.tooManyClasses, { count: taken.length })

  const classes: RosterClass[] = []
  for (const id of taken) {
    const record = classRecords.get(id)
    const name = record ? cellOf(record.cells, classCols.name) : ''
    if (record && name === '') problem(classTable.file, record.line, rosterImportMessages.classNameMissing)
    if (record && name.length > limits.nameMax)
      problem(classTable.file, record.line, rosterImportMessages.nameTooLong)
    // A class the enrollments name but classes.csv lacks is a problem of each of its enrollment lines.
    if (record) classes.push({ sourceId: id, name: name.slice(0, limits.nameMax), line: record.line })
  }
  const takenSet = new Set(taken)
  const students = new Map<string, RosterStudent>()
  const enrollments: RosterEnrollment[] = []
  const seen = new Set<string>()
  for (const enrollment of studentEnrollments) {
    if (!takenSet.has(enrollment.classId)) continue
    if (!classRecords.has(enrollment.classId)) {
      problem(
        enrollment.file,
        enrollment.line,
        rosterText(rosterImportMessages.unknownClass, { id: enrollment.classId }),
      )
      continue
    }
    const record = userRecords.get(enrollment.userId)
    if (!record) {
      problem(
        enrollment.file,
        enrollment.line,
        rosterText(rosterImportMessages.unknownUser, { id: enrollment.userId }),
      )
      continue
    }
    if (!students.has(enrollment.userId)) {
      students.set(enrollment.userId, studentOf(enrollment.userId, record, userCols, userTable.file, problem))
    }
    // The same student twice in a class (two periods of one course) is one membership.
    const key = JSON.stringify([enrollment.classId, enrollment.userId])
    if (!seen.has(key)) enrollments.push(enrollment)
    seen.add(key)
  }
  // Two students with one address would be one account: the school's data has a fault.
  const firstWithEmail = new Map<string, number>()
  for (const student of students.values()) {
    if (student.email === null) continue
    const first = firstWithEmail.get(student.email)
    if (first !== undefined) {
      problem(userTable.file, student.line, rosterText(rosterImportMessages.duplicateEmail, { first }))
    } else firstWithEmail.set(student.email, student.line)
  }
  return { format: spec.format, classes, students, enrollments, problems }
}

/** A file's name without its folder in a zip, in lower case. */
export const baseName = (name: string) => (name.split(/[\\/]/).at(-1) ?? name).toLowerCase()

/**
 * Whether an enrollment has ended before today (a student who left mid-term); a date that cannot be
 * read is a problem of its line, and the enrollment counts.
 */
function enrollmentEnded(
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
function addTeacherRoster(
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
function studentOf(
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
