import { classCodeAlphabet, schoolMessages } from '@lernraster/shared'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { groups, groupUsers } from '../../src/db/schema'
import { insertGroup } from '../../src/modules/groups/groups.service'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { addMembers, createClass, insertStudent, insertStudents } from './school-builders'

const t = useTestApp()

const m = schoolMessages
const classCode = new RegExp(`^[${classCodeAlphabet}]{6}$`)
const groupsOf = (teacherId: number) =>
  t.app.ctx.db.select().from(groups).where(eq(groups.teacherId, teacherId)).orderBy(asc(groups.id))
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
      username: null,
      new_card: false,
      own_account: false,
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
            username: null,
            new_card: false,
            own_account: false,
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
        {
          id: eva!.id,
          firstname: 'Eva',
          lastname: 'Arnold',
          email: eva!.email,
          username: null,
          new_card: false,
          own_account: false,
          pivot: { active: false },
        },
        {
          id: lou!.id,
          firstname: 'Lou',
          lastname: 'Weber',
          email: lou!.email,
          username: null,
          new_card: false,
          own_account: false,
          pivot: { active: true },
        },
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
