import type { FastifyInstance } from 'fastify'
import { strToU8, zipSync } from 'fflate'
import type { FormEntry } from '../files/file-builders'
import { postForm } from '../files/file-builders'

// Roster files made by the tests (decision 044): a Microsoft SDS v2.1 set in Windows-1252 with
// umlauts and ',' and a OneRoster 1.2 zip in UTF-8 with a byte order mark and ';', as LehrerOffice,
// Escola or a German Excel write them.

export interface SampleStudent {
  id: string
  first: string
  last: string
  email?: string
}

export interface SampleClass {
  id: string
  title: string
  students: SampleStudent[]
  /** The teacher's address, when the file names the class's teacher. */
  teacher?: string
}

const csv = (separator: string, rows: string[][]) =>
  `${rows.map((row) => row.map((cell) => (/[;,"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(separator)).join('\r\n')}\r\n`

const studentsOf = (classes: SampleClass[]) => [
  ...new Map(classes.flatMap((c) => c.students).map((student) => [student.id, student])).values(),
]
const teachersOf = (classes: SampleClass[]) => [
  ...new Set(classes.flatMap((c) => (c.teacher ? [c.teacher] : []))),
]

/** SDS v2.1's five required files, each in Windows-1252 (Latin-1 covers the names used). */
export function sdsFiles(classes: SampleClass[]): Record<string, Buffer> {
  const users = [['sourcedId', 'username', 'givenName', 'familyName', 'email']]
  for (const s of studentsOf(classes))
    users.push([s.id, `${s.id}@schule.example`, s.first, s.last, s.email ?? ''])
  for (const [index, email] of teachersOf(classes).entries())
    users.push([`T${index}`, email, 'Lehr', 'Person', email])
  const roles = [
    ['userSourcedId', 'orgSourcedId', 'role'],
    ...users.slice(1).map((u) => [u[0]!, 'ORG1', 'student']),
  ]
  const enrollments = [['classSourcedId', 'userSourcedId', 'role']]
  for (const c of classes) {
    for (const s of c.students) enrollments.push([c.id, s.id, 'student'])
    if (c.teacher) enrollments.push([c.id, `T${teachersOf(classes).indexOf(c.teacher)}`, 'teacher'])
  }
  const files = {
    'orgs.csv': csv(',', [
      ['sourcedId', 'name', 'type'],
      ['ORG1', 'Schule Grüningen', 'school'],
    ]),
    'users.csv': csv(',', users),
    'roles.csv': csv(',', roles),
    'classes.csv': csv(',', [
      ['sourcedId', 'orgSourcedId', 'title'],
      ...classes.map((c) => [c.id, 'ORG1', c.title]),
    ]),
    'enrollments.csv': csv(',', enrollments),
  }
  return Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text, 'latin1')]))
}

/** A OneRoster 1.2 CSV zip: UTF-8 with a byte order mark, ';' as a German Excel writes it. */
export function oneRosterZip(
  classes: SampleClass[],
  options: { endDates?: Record<string, string>; manifestVersion?: string } = {},
): Buffer {
  const bom = '\uFEFF'
  const users = [['sourcedId', 'status', 'enabledUser', 'username', 'givenName', 'familyName', 'email']]
  for (const s of studentsOf(classes))
    users.push([s.id, 'active', 'true', s.id, s.first, s.last, s.email ?? ''])
  for (const [index, email] of teachersOf(classes).entries())
    users.push([`T${index}`, 'active', 'true', email, 'Lehr', 'Person', email])
  const enrollments = [['sourcedId', 'classSourcedId', 'userSourcedId', 'role', 'beginDate', 'endDate']]
  for (const c of classes) {
    for (const s of c.students) {
      enrollments.push([
        `E-${c.id}-${s.id}`,
        c.id,
        s.id,
        'student',
        '01.08.2027',
        options.endDates?.[s.id] ?? '',
      ])
    }
    if (c.teacher)
      enrollments.push([`E-${c.id}-T`, c.id, `T${teachersOf(classes).indexOf(c.teacher)}`, 'teacher', '', ''])
  }
  const files: Record<string, string> = {
    'manifest.csv': csv(';', [
      ['propertyName', 'value'],
      ['manifest.version', '1.0'],
      ['oneroster.version', options.manifestVersion ?? '1.2'],
      ['file.users', 'bulk'],
    ]),
    'users.csv': csv(';', users),
    'classes.csv': csv(';', [
      ['sourcedId', 'status', 'title', 'classType'],
      ...classes.map((c) => [c.id, 'active', c.title, 'homeroom']),
    ]),
    'enrollments.csv': csv(';', enrollments),
    'orgs.csv': csv(';', [
      ['sourcedId', 'name', 'type'],
      ['ORG1', 'Schule Grüningen', 'school'],
    ]),
  }
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [`export/${name}`, strToU8(bom + text)]),
  )
  return Buffer.from(zipSync(entries))
}

/** POST /groups/importRoster with the files as the dialog sends them. */
export function importRoster(
  app: FastifyInstance,
  token: string | undefined,
  files: Record<string, Buffer>,
  commit: boolean,
) {
  const entries: FormEntry[] = [['commit', String(commit)]]
  for (const [name, bytes] of Object.entries(files)) entries.push(['files', bytes, name, 'text/csv'])
  return postForm(app, '/groups/importRoster', entries, token)
}

/** A class of `count` students with ids `prefix1`... and German names with umlauts. */
export function sampleClass(id: string, title: string, count: number, teacher?: string): SampleClass {
  const firsts = ['Jürg', 'Mia', 'Zoë', 'Ömer', 'Lea', 'Noah', 'Anna-Lena', 'Matteo']
  const lasts = ['Müller', 'Keller', 'Gräf', 'Brunner', 'Weiß', 'Meier']
  const students = Array.from({ length: count }, (_, index) => ({
    id: `${id}-S${index + 1}`,
    first: firsts[index % firsts.length]!,
    last: lasts[index % lasts.length]!,
  }))
  return { id, title, students, teacher }
}
