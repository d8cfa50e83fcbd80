import {
  limits,
  type RosterProblem,
  rosterImportMessages,
  rosterLimits,
  rosterText,
} from '@lernraster/shared'
import { formatOf } from './roster-formats'
import {
  addTeacherRoster,
  byId,
  cellOf,
  checkOneRosterVersion,
  columns,
  enrollmentEnded,
  isDeleted,
  refuse,
  studentOf,
  tableOf,
} from './roster-read-parts'
import {
  baseName,
  type Roster,
  type RosterClass,
  type RosterEnrollment,
  type RosterStudent,
  type RosterText,
} from './roster-types'

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
  // By file and line, as the teacher goes through the export to correct it.
  problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
  return { format: spec.format, classes, students, enrollments, problems }
}
