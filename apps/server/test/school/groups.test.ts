import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { classCodeAlphabet, Role, schoolMessages } from '@lernraster/shared'
import { and, asc, eq } from 'drizzle-orm'
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { groups, groupUsers } from '../../src/db/schema'
import { createDemoLink, demoTeacherEmail } from '../../src/modules/demo/demo.service'
import { ensureOwnPracticeClass, insertGroup } from '../../src/modules/groups/groups.service'
import { createAccount } from '../../src/modules/users/create-account'
import { findUserByEmail } from '../../src/modules/users/users.repo'
import { answer, api, createUser, registerTeacher, type TestUser, uniqueEmail } from '../support/builders'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../support/template-database'
import { useTestApp } from '../support/test-app'
import { addMembers, createClass, insertStudent, insertStudents } from './school-builders'

const t = useTestApp()

const m = schoolMessages
const classCode = new RegExp(`^[${classCodeAlphabet}]{6}$`)
const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { code: 'validation', message: 'Bitte prüfen Sie Ihre Eingaben.', errors },
})
const notFound = { status: 404, body: { code: 'notFound', message: 'Nicht gefunden.' } }
const groupsOf = (teacherId: number) =>
  t.app.ctx.db.select().from(groups).where(eq(groups.teacherId, teacherId)).orderBy(asc(groups.id))
const practiceClassesOf = async (teacherId: number) =>
  (await groupsOf(teacherId)).filter((group) => group.isOwnPractice)
const allGroups = () => t.app.ctx.db.select().from(groups).orderBy(asc(groups.id))
const allMemberships = () =>
  t.app.ctx.db.select().from(groupUsers).orderBy(asc(groupUsers.groupId), asc(groupUsers.userId))
const membership = async (groupId: number, userId: number) =>
  (
    await t.app.ctx.db
      .select()
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)))
  )[0]
const toggle = (who: TestUser, groupId: number | string, userId: number | string, payload: object = {}) =>
  api(t.app, who.token).post(`/groups/${groupId}/users/${userId}/toggleActive`, payload)

let teacher: TestUser
let other: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  other = await createUser(t.app)
})
const asTeacher = () => api(t.app, teacher.token)

describe('the practice class MySelf', () => {
  function expectOnePracticeClass(rows: { name: string; token: string; isOwnPractice: boolean }[]) {
    expect(rows).toEqual([expect.objectContaining({ name: 'MySelf', isOwnPractice: true })])
    expect(rows[0]!.token).toMatch(classCode)
  }

  test('a registered teacher has exactly one', async () => {
    const { email } = await registerTeacher(t.app)
    const user = await findUserByEmail(t.app.ctx.db, email)
    expectOnePracticeClass(await groupsOf(user!.id))
  })

  test('createAccount gives one to teachers and admins, none to students', async () => {
    const create = (roleId: number) =>
      t.app.ctx.db.transaction((tx) =>
        createAccount(
          tx,
          {
            firstname: 'Konto',
            lastname: 'Neu',
            email: uniqueEmail(),
            passwordHash: 'x',
            roleId,
            emailConfirmed: true,
            activated: true,
          },
          t.clock.now(),
        ),
      )
    expectOnePracticeClass(await groupsOf((await create(Role.teacher)).id))
    expectOnePracticeClass(await groupsOf((await create(Role.admin)).id))
    expect(await groupsOf((await create(Role.student)).id)).toEqual([])
  })

  test('the demo teacher and `admin add-user` teachers have one; ensureOwnPracticeClass adds no second', async () => {
    await createDemoLink(t.app.ctx, 'cli')
    const demo = await findUserByEmail(t.app.ctx.db, demoTeacherEmail(t.app.ctx.config.PRODUCT_DOMAIN))
    // The demo teacher also has the classes of the demo school.
    expectOnePracticeClass(await practiceClassesOf(demo!.id))

    const email = uniqueEmail()
    await runAdminCommand(t.app.ctx, parseAdminArgs(['add-user', email, '--role', 'teacher']))
    const added = await findUserByEmail(t.app.ctx.db, email)
    expectOnePracticeClass(await groupsOf(added!.id))

    await ensureOwnPracticeClass(t.app.ctx.db, added!.id, t.clock.now())
    expectOnePracticeClass(await groupsOf(added!.id))
  })

  test('is hidden from GET /groups, can be read by its owner and cannot be renamed', async () => {
    const email = uniqueEmail()
    const output = await runAdminCommand(t.app.ctx, parseAdminArgs(['add-user', email, '--role', 'teacher']))
    const password = output.match(/password: (\S+)/)![1]!
    const login = await api(t.app).post('/auth/login', { email, password })
    const client = api(t.app, login.json().api_token)
    const [practice] = await practiceClassesOf((await findUserByEmail(t.app.ctx.db, email))!.id)

    expect(answer(await client.get('/groups'))).toEqual({ status: 200, body: [] })
    const created = (await client.post('/groups/store', { name: '4a' })).json()
    expect((await client.get('/groups')).json()).toEqual([created])

    expect(answer(await client.get('/groups/users', { id: String(practice!.id) }))).toEqual({
      status: 200,
      body: [],
    })
    const rename = await client.post('/groups/update', { id: practice!.id, name: 'Meine Übungen' })
    expect(answer(rename)).toEqual(notFound)
    expect(await practiceClassesOf(practice!.teacherId)).toEqual([practice])
  })
})

/** Runs SQL on a fresh, empty database of the kind the tests use (PostgreSQL when TEST_DATABASE_URL is set). */
async function scratchDatabase() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const client = new PGlite()
    return {
      exec: async (statement: string) => void (await client.exec(statement)),
      rows: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      close: () => client.close(),
    }
  }
  const name = uniqueDatabaseName('lernraster_backfill')
  await adminQuery(url, `CREATE DATABASE ${name}`)
  const client = new pg.Client({ connectionString: withDatabase(url, name) })
  await client.connect()
  return {
    exec: async (statement: string) => void (await client.query(statement)),
    rows: async <T>(statement: string) => (await client.query(statement)).rows as T[],
    close: async () => {
      await client.end()
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

test('migration 0001 gives every teacher and admin who existed before it one MySelf, with distinct codes', async () => {
  const migrations = path.resolve(import.meta.dirname, '../../src/db/migrations')
  const statements = (file: string) =>
    readFileSync(path.join(migrations, file), 'utf8').split('--> statement-breakpoint')
  const database = await scratchDatabase()
  try {
    for (const statement of statements('0000_init.sql')) await database.exec(statement)
    const roles = [...Array(20).fill(Role.teacher), Role.admin, Role.student]
    const values = roles.map(
      (role, index) => `('Vor', 'Migration', 'vor${index}@schule.example', 'x', ${role}, now(), now())`,
    )
    await database.exec(
      `INSERT INTO users (firstname, lastname, email, password_hash, role_id, created_at, updated_at) VALUES ${values.join(', ')}`,
    )
    for (const statement of statements('0001_school.sql')) await database.exec(statement)

    const rows = await database.rows<{ role_id: number; classes: number; name: string; token: string }>(`
      SELECT u.role_id, count(g.id)::int AS classes, min(g.name) AS name, min(g.token) AS token
      FROM users u LEFT JOIN groups g ON g.teacher_id = u.id AND g.is_own_practice
      GROUP BY u.id, u.role_id ORDER BY u.id`)
    expect(rows.map((row) => [row.role_id, row.classes])).toEqual(
      roles.map((role) => [role, role === Role.student ? 0 : 1]),
    )
    const practice = rows.filter((row) => row.classes === 1)
    expect(new Set(practice.map((row) => row.name))).toEqual(new Set(['MySelf']))
    for (const row of practice) expect(row.token).toMatch(classCode)
    // Each row draws its own code: one code for all would already have broken the unique index.
    expect(new Set(practice.map((row) => row.token)).size).toBe(practice.length)
  } finally {
    await database.close()
  }
})

describe('POST /groups/store', () => {
  test('creates an empty class with a code of the read-aloud alphabet', async () => {
    const response = await asTeacher().post('/groups/store', { name: '  3b ' })
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        id: expect.any(Number),
        name: '3b',
        token: expect.stringMatching(classCode),
        active_users: 0,
        users: [],
      },
    })
    const [row] = await t.app.ctx.db.select().from(groups).where(eq(groups.id, response.json().id))
    expect(row).toMatchObject({ teacherId: teacher.user.id, name: '3b', isOwnPractice: false })
  })

  test('every class gets its own code', async () => {
    const fresh = await createUser(t.app)
    const codes: string[] = []
    for (let index = 0; index < 25; index += 1) {
      codes.push(
        (await api(t.app, fresh.token).post('/groups/store', { name: `Kurs ${index}` })).json().token,
      )
    }
    for (const code of codes) expect(code).toMatch(classCode)
    expect(new Set(codes).size).toBe(codes.length)
  })

  test('a code that is already taken is drawn again; after five taken codes nothing is created', async () => {
    const taken = (await allGroups())[0]!.token
    const free = 'WXYZ23'
    expect((await allGroups()).map((group) => group.token)).not.toContain(free)
    const input = { teacherId: teacher.user.id, name: 'Nachzügler', isOwnPractice: false, now: t.clock.now() }

    const codes = [taken, taken, free]
    const group = await insertGroup(t.app.ctx.db, input, () => codes.shift()!)
    expect(group).toMatchObject({ name: 'Nachzügler', token: free })
    expect(codes).toEqual([])

    const before = await allGroups()
    await expect(insertGroup(t.app.ctx.db, input, () => taken)).rejects.toThrow(/no free class code/)
    expect(await allGroups()).toEqual(before)
  })

  test.each([
    ['no name', {}, { name: [m.groupNameRequired] }],
    ['a blank name', { name: '   ' }, { name: [m.groupNameRequired] }],
    ['a name of 101 characters', { name: 'k'.repeat(101) }, { name: [m.groupNameTooLong] }],
    ['the name MySelf', { name: 'MySelf' }, { name: [m.groupNameReserved] }],
    ['the name myself', { name: 'myself' }, { name: [m.groupNameReserved] }],
    ['the name MYSELF with spaces', { name: '  MYSELF ' }, { name: [m.groupNameReserved] }],
    ['an unknown field', { name: '2c', token: 'ABCDEF' }, { token: ['Unbekanntes Feld'] }],
  ])('refuses %s with 422 and creates nothing', async (_name, payload, errors) => {
    const before = await allGroups()
    expect(answer(await asTeacher().post('/groups/store', payload))).toEqual(invalid(errors))
    expect(await allGroups()).toEqual(before)
  })

  test('the German texts of the class rules', () => {
    expect(m.groupNameRequired).toBe('Bitte geben Sie einen Namen für die Klasse ein')
    expect(m.groupNameReserved).toBe('Der Name MySelf ist für Ihre eigene Übungsklasse reserviert')
  })

  test('a name that only contains MySelf is allowed, as is the longest name', async () => {
    expect((await asTeacher().post('/groups/store', { name: 'MySelf 2' })).statusCode).toBe(200)
    expect((await asTeacher().post('/groups/store', { name: 'k'.repeat(100) })).statusCode).toBe(200)
  })
})

describe('GET /groups', () => {
  test('lists own classes by name with their students, pivot.active and the active count', async () => {
    const owner = await createUser(t.app)
    const [ben, anna, zora, carl] = await insertStudents(t.app, [
      { firstname: 'Ben', lastname: 'Albrecht' },
      { firstname: 'Anna', lastname: 'Zimmermann' },
      { firstname: 'Zora', lastname: 'Zimmermann' },
      { firstname: 'Carl', lastname: 'Meier' },
    ])
    const fiveB = await createClass(t.app, owner.user.id, '5b', [zora!, ben!])
    await addMembers(t.app, fiveB.id, [anna!], { active: false })
    const course = await createClass(t.app, owner.user.id, 'Aufbaukurs')
    const choir = await createClass(t.app, owner.user.id, 'chor', [carl!], { active: false })
    await createClass(t.app, other.user.id, 'Fremde Klasse', [ben!])

    const user = (student: typeof ben, active: boolean) => ({
      id: student!.id,
      firstname: student!.firstname,
      lastname: student!.lastname,
      email: student!.email,
      pivot: { active },
    })
    expect(answer(await api(t.app, owner.token).get('/groups'))).toEqual({
      status: 200,
      body: [
        { ...fiveB, active_users: 2, users: [user(ben, true), user(anna, false), user(zora, true)] },
        { ...course, active_users: 0, users: [] },
        { ...choir, active_users: 0, users: [user(carl, false)] },
      ],
    })
  })

  test('needs the same number of SQL statements for 2 classes of 3 as for 10 classes of 30', async () => {
    async function teacherWithClasses(classes: number, studentsPerClass: number) {
      const owner = await createUser(t.app)
      for (let index = 0; index < classes; index += 1) {
        const students = await insertStudents(t.app, Array(studentsPerClass).fill({}))
        await createClass(t.app, owner.user.id, `Klasse ${index}`, students)
      }
      const before = t.app.ctx.database.queries.count
      const response = await api(t.app, owner.token).get('/groups')
      const statements = t.app.ctx.database.queries.count - before
      const list = response.json() as { users: unknown[] }[]
      expect(list.map((group) => group.users.length)).toEqual(Array(classes).fill(studentsPerClass))
      return statements
    }
    const small = await teacherWithClasses(2, 3)
    const large = await teacherWithClasses(10, 30)
    expect(large).toBe(small)
    expect(small).toBeLessThanOrEqual(3)
  })
})

describe('POST /groups/update', () => {
  test('renames the class and answers it with its students', async () => {
    const student = await insertStudent(t.app, { firstname: 'Mia', lastname: 'Keller' })
    const group = await createClass(t.app, teacher.user.id, '6a', [student])
    const response = await asTeacher().post('/groups/update', { id: group.id, name: ' 6a Mathe ' })
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        id: group.id,
        name: '6a Mathe',
        token: group.token,
        active_users: 1,
        users: [
          {
            id: student.id,
            firstname: 'Mia',
            lastname: 'Keller',
            email: student.email,
            pivot: { active: true },
          },
        ],
      },
    })
    expect((await groupsOf(teacher.user.id)).find((row) => row.id === group.id)?.name).toBe('6a Mathe')
  })

  test("another teacher's class, or one that does not exist, answers 404 and keeps its name", async () => {
    const foreign = await createClass(t.app, other.user.id, 'Fremd')
    const before = await allGroups()
    expect(answer(await asTeacher().post('/groups/update', { id: foreign.id, name: 'Meins' }))).toEqual(
      notFound,
    )
    expect(answer(await asTeacher().post('/groups/update', { id: 2_147_483_647, name: 'X' }))).toEqual(
      notFound,
    )
    expect(await allGroups()).toEqual(before)
  })

  test.each([
    ['MySelf', { name: [m.groupNameReserved] }],
    ['', { name: [m.groupNameRequired] }],
  ])('refuses the name %j with 422', async (name, errors) => {
    const group = await createClass(t.app, teacher.user.id, '7c')
    expect(answer(await asTeacher().post('/groups/update', { id: group.id, name }))).toEqual(invalid(errors))
    expect((await groupsOf(teacher.user.id)).find((row) => row.id === group.id)?.name).toBe('7c')
  })

  test('refuses an id that is not a number with 422', async () => {
    expect(answer(await asTeacher().post('/groups/update', { id: 'sieben', name: '7' }))).toEqual(
      invalid({ id: [m.idInvalid] }),
    )
  })
})

describe('GET /groups/users', () => {
  test("lists the students of the teacher's class, 404 for another teacher's class", async () => {
    const [lou, eva] = await insertStudents(t.app, [
      { firstname: 'Lou', lastname: 'Weber' },
      { firstname: 'Eva', lastname: 'Arnold' },
    ])
    const own = await createClass(t.app, teacher.user.id, '8a', [lou!])
    await addMembers(t.app, own.id, [eva!], { active: false })
    const foreign = await createClass(t.app, other.user.id, '8b', [lou!])

    expect(answer(await asTeacher().get('/groups/users', { id: String(own.id) }))).toEqual({
      status: 200,
      body: [
        { id: eva!.id, firstname: 'Eva', lastname: 'Arnold', email: eva!.email, pivot: { active: false } },
        { id: lou!.id, firstname: 'Lou', lastname: 'Weber', email: lou!.email, pivot: { active: true } },
      ],
    })
    expect(answer(await asTeacher().get('/groups/users', { id: String(foreign.id) }))).toEqual(notFound)
    expect(answer(await asTeacher().get('/groups/users', { id: '2147483647' }))).toEqual(notFound)
  })

  test.each([
    ['missing', {}],
    ['not a number', { id: 'acht' }],
    ['zero', { id: '0' }],
  ])('refuses an id that is %s with 422', async (_name, query) => {
    expect(answer(await asTeacher().get('/groups/users', query))).toEqual(invalid({ id: [m.idInvalid] }))
  })
})

describe('POST /groups/:groupId/users/:userId/toggleActive', () => {
  test('flips the membership and answers the new state; a second call flips it back', async () => {
    const [student, classmate] = await insertStudents(t.app, [{}, {}])
    const group = await createClass(t.app, teacher.user.id, '9a', [student!, classmate!])

    expect(answer(await toggle(teacher, group.id, student!.id))).toEqual({
      status: 200,
      body: { active: false },
    })
    expect((await membership(group.id, student!.id))?.active).toBe(false)
    expect((await membership(group.id, classmate!.id))?.active).toBe(true)
    const list = (await asTeacher().get('/groups')).json() as { id: number; active_users: number }[]
    expect(list.find((row) => row.id === group.id)?.active_users).toBe(1)

    // The spec's client sends an empty body; no body at all works as well.
    const back = await api(t.app, teacher.token).post(`/groups/${group.id}/users/${student!.id}/toggleActive`)
    expect(answer(back)).toEqual({ status: 200, body: { active: true } })
    expect((await membership(group.id, student!.id))?.active).toBe(true)
  })

  test("another teacher's class answers 404 and the membership stays as it is", async () => {
    const student = await insertStudent(t.app)
    const foreign = await createClass(t.app, other.user.id, '9b', [student])
    const before = await allMemberships()
    expect(answer(await toggle(teacher, foreign.id, student.id))).toEqual(notFound)
    expect(await allMemberships()).toEqual(before)
  })

  test('a student who is not in the class, or a class that does not exist, answers 404', async () => {
    const [member, outsider] = await insertStudents(t.app, [{}, {}])
    const group = await createClass(t.app, teacher.user.id, '9c', [member!])
    await createClass(t.app, teacher.user.id, '9d', [outsider!])
    const before = await allMemberships()
    expect(answer(await toggle(teacher, group.id, outsider!.id))).toEqual(notFound)
    expect(answer(await toggle(teacher, 2_147_483_647, member!.id))).toEqual(notFound)
    expect(await allMemberships()).toEqual(before)
  })

  test.each([
    ['a group id that is not a number', 'neun', 1, {}, { groupId: [m.idInvalid] }],
    ['a user id of zero', 1, 0, {}, { userId: [m.idInvalid] }],
    ['a body with fields', 1, 1, { active: false }, { active: ['Unbekanntes Feld'] }],
  ])('refuses %s with 422', async (_name, groupId, userId, payload, errors) => {
    expect(answer(await toggle(teacher, groupId, userId, payload))).toEqual(invalid(errors))
  })
})
