import type { RosterImportAnswer } from '@lernraster/shared'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groups, groupUsers, rosterStudents, users } from '../../src/db/schema'
import { ok, studentApi } from '../student/student-builders'
import { createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { importRoster, oneRosterZip, type SampleClass, sampleClass, sdsFiles } from './roster-samples'

// Issue 34 item 3: classes and students from school administration software, previewed, imported
// and imported again by the file's own ids (decision 044).

const t = useTestApp()
const db = () => t.app.ctx.db

async function membersOf(groupId: number) {
  return db()
    .select({
      userId: groupUsers.userId,
      active: groupUsers.active,
      firstname: users.firstname,
      username: users.username,
    })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(eq(groupUsers.groupId, groupId))
}

const rosterGroupsOf = (teacherId: number) =>
  db()
    .select({ id: groups.id, name: groups.name, sourceId: groups.rosterSourceId })
    .from(groups)
    .where(and(eq(groups.teacherId, teacherId)))
    .then((rows) => rows.filter((row) => row.sourceId !== null))

describe('importing an SDS v2.1 set (Windows-1252, ",")', () => {
  test('the preview writes nothing; the commit makes the classes and accounts; the same files again change nothing', async () => {
    const teacher = await createUser(t.app)
    const classes = [sampleClass('K7A', '7a Grüningen', 13), sampleClass('K7B', '7b', 12)]
    const files = sdsFiles(classes)

    const preview = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, files, false))
    expect(preview).toMatchObject({ format: 'sds-2.1', imported: false, problems: [] })
    expect(preview.classes.map((c) => [c.name, c.outcome, c.students])).toEqual([
      ['7a Grüningen', 'new', 13],
      ['7b', 'new', 12],
    ])
    expect(preview.students).toHaveLength(25)
    expect(preview.students.every((row) => row.outcome === 'new' && row.start_password === null)).toBe(true)
    expect(preview.students[0]).toMatchObject({
      firstname: 'Jürg',
      lastname: 'Müller',
      file: 'enrollments.csv',
      line: 2,
    })
    expect(await rosterGroupsOf(teacher.user.id)).toEqual([])

    const done = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, files, true))
    expect(done.imported).toBe(true)
    const made = await rosterGroupsOf(teacher.user.id)
    expect(made.map((group) => group.name).sort()).toEqual(['7a Grüningen', '7b'])
    const first = done.students[0]!
    expect(first).toMatchObject({ outcome: 'new', username: expect.stringMatching(/^juerg\.mueller/) })
    // As createStudents makes them (decision 038): the card's user name and start password log in.
    const login = await studentApi(t.app).post('/auth/login', {
      email: first.username,
      password: first.start_password,
    })
    expect(login.statusCode, login.body).toBe(200)
    const [account] = await db().select().from(users).where(eq(users.id, first.user_id!))
    expect(account).toMatchObject({ email: null, createdBy: teacher.user.id, mustChangePassword: true })

    const again = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, files, true))
    expect(again.classes.every((c) => c.outcome === 'unchanged')).toBe(true)
    expect(again.students.every((row) => row.outcome === 'unchanged' && row.start_password === null)).toBe(
      true,
    )
    expect(await rosterGroupsOf(teacher.user.id)).toHaveLength(2)
    const links = await db()
      .select()
      .from(rosterStudents)
      .where(eq(rosterStudents.teacherId, teacher.user.id))
    expect(links).toHaveLength(25)
  })
})

describe('importing a OneRoster 1.2 zip (UTF-8 with BOM, ";")', () => {
  test('only the classes the file names the teacher in; next term switches a leaver inactive and adds a newcomer', async () => {
    const teacher = await createUser(t.app)
    const own = sampleClass('C-7A', '7a', 3, teacher.user.email)
    const colleagues = sampleClass('C-8C', '8c', 4, 'kollegin@schule.example')
    const first = ok<RosterImportAnswer>(
      await importRoster(t.app, teacher.token, { 'export.zip': oneRosterZip([own, colleagues]) }, true),
    )
    expect(first).toMatchObject({ format: 'oneroster-1.2', imported: true })
    expect(first.classes.map((c) => c.source_id)).toEqual(['C-7A'])
    const groupId = first.classes[0]!.group_id!
    expect((await membersOf(groupId)).map((m) => m.firstname).sort()).toEqual(['Jürg', 'Mia', 'Zoë'])

    const [stays, renamed, leaver] = own.students
    const nextTerm: SampleClass = {
      ...own,
      title: '8a',
      students: [
        stays!,
        { ...renamed!, last: 'Keller-Graf' },
        { id: 'C-7A-S9', first: 'Ömer', last: 'Çelik' },
      ],
    }
    const zip = oneRosterZip([nextTerm])
    const preview = ok<RosterImportAnswer>(
      await importRoster(t.app, teacher.token, { 'export.zip': zip }, false),
    )
    expect(preview.classes[0]).toMatchObject({ outcome: 'rename', name: '8a', group_id: groupId })
    expect(preview.students.map((row) => [row.firstname, row.outcome])).toEqual([
      ['Jürg', 'unchanged'],
      ['Mia', 'update'],
      ['Ömer', 'new'],
      ['Zoë', 'inactive'],
    ])
    ok(await importRoster(t.app, teacher.token, { 'export.zip': zip }, true))
    const members = await membersOf(groupId)
    expect(members).toHaveLength(4)
    expect(members.find((m) => m.firstname === 'Zoë')).toMatchObject({ active: false })
    expect(
      members
        .filter((m) => m.active)
        .map((m) => m.firstname)
        .sort(),
    ).toEqual(['Jürg', 'Mia', 'Ömer'])
    const [mia] = await db().select().from(users).where(eq(users.id, first.students[1]!.user_id!))
    expect(mia!.lastname).toBe('Keller-Graf')

    // The leaver back in a later file is active again, the same account.
    const back = ok<RosterImportAnswer>(
      await importRoster(
        t.app,
        teacher.token,
        { 'export.zip': oneRosterZip([{ ...nextTerm, students: [...nextTerm.students, leaver!] }]) },
        true,
      ),
    )
    expect(back.students.find((row) => row.source_id === leaver!.id)).toMatchObject({ outcome: 'reactivate' })
    expect((await membersOf(groupId)).every((m) => m.active)).toBe(true)
  })

  test('an enrollment that ended before today counts as gone; a date that cannot be read is a problem of its line', async () => {
    const teacher = await createUser(t.app)
    const own = sampleClass('D-1', '6b', 3, teacher.user.email)
    const [left, later, odd] = own.students.map((student) => student.id)
    const endDates = { [left!]: '31.01.2020', [later!]: '2099-07-31', [odd!]: '31.02.2030' }
    const answer = ok<RosterImportAnswer>(
      await importRoster(t.app, teacher.token, { 'r.zip': oneRosterZip([own], { endDates }) }, false),
    )
    expect(answer.students.map((row) => row.source_id)).toEqual([later, odd])
    expect(answer.problems).toEqual([
      {
        file: 'export/enrollments.csv',
        line: 4,
        message: expect.stringContaining('«31.02.2030» ist ungültig'),
      },
    ])
    const refused = await importRoster(
      t.app,
      teacher.token,
      { 'r.zip': oneRosterZip([own], { endDates }) },
      true,
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({
      'files.export/enrollments.csv.4': [
        expect.stringMatching(/^export\/enrollments\.csv, Zeile 4: Das Datum/),
      ],
    })
    expect(await rosterGroupsOf(teacher.user.id)).toEqual([])
  })

  test('a line with an address goes the class list way: an invitation, never a silent membership', async () => {
    const teacher = await createUser(t.app)
    const existing = await createUser(t.app, { role: 2 })
    const own: SampleClass = {
      id: 'M-1',
      title: '9c',
      teacher: teacher.user.email,
      students: [
        { id: 'M-S1', first: 'Eva', last: 'Adresse', email: existing.user.email },
        { id: 'M-S2', first: 'Tim', last: 'Neu', email: 'tim.neu@schule.example' },
      ],
    }
    const preview = ok<RosterImportAnswer>(
      await importRoster(t.app, teacher.token, { 'r.zip': oneRosterZip([own]) }, false),
    )
    expect(preview.students.map((row) => row.outcome)).toEqual(['invite', 'invite'])
    const done = ok<RosterImportAnswer>(
      await importRoster(t.app, teacher.token, { 'r.zip': oneRosterZip([own]) }, true),
    )
    const members = await membersOf(done.classes[0]!.group_id!)
    expect(members.map((m) => m.userId)).not.toContain(existing.user.id)
    expect(members).toHaveLength(1)
    const again = ok<RosterImportAnswer>(
      await importRoster(t.app, teacher.token, { 'r.zip': oneRosterZip([own]) }, false),
    )
    expect(again.students.map((row) => row.outcome)).toEqual(['invite', 'member'])
    const made = await db()
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['tim.neu@schule.example']))
    expect(made).toHaveLength(1)
  })

  test('a new address in two classes is one account, a member of both', async () => {
    const teacher = await createUser(t.app)
    const tim = { id: 'N-S1', first: 'Tim', last: 'Zwei', email: `tim-${teacher.user.id}@schule.example` }
    const classes: SampleClass[] = [
      { id: 'N-1', title: 'Mathe 9', teacher: teacher.user.email, students: [tim] },
      { id: 'N-2', title: 'Deutsch 9', teacher: teacher.user.email, students: [tim] },
    ]
    const done = ok<RosterImportAnswer>(
      await importRoster(t.app, teacher.token, { 'r.zip': oneRosterZip(classes) }, true),
    )
    const accounts = await db().select({ id: users.id }).from(users).where(eq(users.email, tim.email))
    expect(accounts).toHaveLength(1)
    for (const row of done.classes) {
      expect((await membersOf(row.group_id!)).map((member) => member.userId)).toEqual([accounts[0]!.id])
    }
  })
})
