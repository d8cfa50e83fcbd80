import type { RosterFormat } from '@lernraster/shared'

/**
 * Where each format keeps what an import needs (decision 044). Column names are matched without
 * regard to case; the first of a list that the file has is used.
 *
 * - SDS v2.1 (Microsoft School Data Sync, learn.microsoft.com "SDS V2.1 CSV file format"): orgs.csv,
 *   users.csv and roles.csv are required, classes.csv and enrollments.csv when classes are synced.
 *   enrollments.csv has no id of its own; `role` says student or teacher.
 * - SDS v1 (the "classic" six files): Section.csv, Student.csv, StudentEnrollment.csv; teachers in
 *   Teacher.csv and TeacherRoster.csv.
 * - OneRoster 1.2 CSV (1EdTech): a zip with manifest.csv (oneroster.version 1.2), users.csv,
 *   classes.csv, enrollments.csv and more; records may carry `status` tobedeleted (a delta file).
 */
export interface RosterFormatSpec {
  format: RosterFormat
  /** Files whose presence tells the format (lower case). */
  marker: string
  /** Files the import cannot do without (lower case). */
  required: readonly string[]
  classes: { file: string; id: readonly string[]; name: readonly string[] }
  users: {
    file: string
    id: readonly string[]
    givenName: readonly string[]
    familyName: readonly string[]
    email: readonly string[]
    username: readonly string[]
  }
  /** Students in classes; `role` absent: every row is a student's. */
  enrollments: {
    file: string
    classId: readonly string[]
    userId: readonly string[]
    role?: readonly string[]
    beginDate?: readonly string[]
    endDate?: readonly string[]
  }
  /** Teachers in classes, when the format keeps them apart from the students. */
  teacherEnrollments?: { file: string; classId: readonly string[]; userId: readonly string[] }
  teachers?: { file: string; id: readonly string[]; email: readonly string[] }
  /** Whether records carry OneRoster's `status`. */
  hasStatus: boolean
}

const dates = { beginDate: ['beginDate'], endDate: ['endDate'] }

export const rosterFormatSpecs: readonly RosterFormatSpec[] = [
  {
    format: 'oneroster-1.2',
    marker: 'manifest.csv',
    required: ['manifest.csv', 'users.csv', 'classes.csv', 'enrollments.csv'],
    classes: { file: 'classes.csv', id: ['sourcedId'], name: ['title'] },
    users: {
      file: 'users.csv',
      id: ['sourcedId'],
      givenName: ['preferredFirstName', 'preferredGivenName', 'givenName'],
      familyName: ['preferredLastName', 'preferredFamilyName', 'familyName'],
      email: ['email'],
      username: ['username'],
    },
    enrollments: {
      file: 'enrollments.csv',
      classId: ['classSourcedId'],
      userId: ['userSourcedId'],
      role: ['role'],
      ...dates,
    },
    hasStatus: true,
  },
  {
    format: 'sds-2.1',
    marker: 'roles.csv',
    required: ['orgs.csv', 'users.csv', 'roles.csv', 'classes.csv', 'enrollments.csv'],
    classes: { file: 'classes.csv', id: ['sourcedId'], name: ['title'] },
    users: {
      file: 'users.csv',
      id: ['sourcedId'],
      givenName: ['givenName'],
      familyName: ['familyName'],
      email: ['email'],
      username: ['username'],
    },
    enrollments: {
      file: 'enrollments.csv',
      classId: ['classSourcedId'],
      userId: ['userSourcedId'],
      role: ['role'],
    },
    hasStatus: false,
  },
  {
    format: 'sds-1',
    marker: 'studentenrollment.csv',
    required: ['section.csv', 'student.csv', 'studentenrollment.csv'],
    classes: { file: 'section.csv', id: ['SIS ID'], name: ['Section Name'] },
    users: {
      file: 'student.csv',
      id: ['SIS ID'],
      givenName: ['First Name'],
      familyName: ['Last Name'],
      // SDS v1 has no address column for students; `Username` is the Microsoft 365 sign-in.
      email: [],
      username: ['Username'],
    },
    enrollments: { file: 'studentenrollment.csv', classId: ['Section SIS ID'], userId: ['SIS ID'] },
    teacherEnrollments: { file: 'teacherroster.csv', classId: ['Section SIS ID'], userId: ['SIS ID'] },
    teachers: { file: 'teacher.csv', id: ['SIS ID'], email: ['Username', 'Email'] },
    hasStatus: false,
  },
]

/** The format of a set of files by their names (lower case), or undefined. */
export function formatOf(names: ReadonlySet<string>): RosterFormatSpec | undefined {
  return rosterFormatSpecs.find((spec) => names.has(spec.marker))
}
