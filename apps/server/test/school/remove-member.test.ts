import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { groupUsers, studentGoals, users } from '../../src/db/schema'
import { createStudent, studentApi } from '../student/student-builders'
import { answer, api, createUser, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { addMembers, createClass, insertStudent } from './school-builders'
import { eventRowCounts, fillEvent } from './student-rows'

// Issue 34 item 4, decision 042: a teacher removes a student from a class, keeping or deleting their
// ratings in its runs; a student leaves a class. Only this class's rows go, never another class's.

const t = useTestApp()
const db = () => t.app.ctx.db

let teacher: TestUser
let other: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  other = await createUser(t.app)
})

const remove = (who: TestUser, groupId: number, userId: number, ratings: unknown = 'keep') =>
  api(t.app, who.token).post(`/groups/${groupId}/users/${userId}/remove`, { ratings })

const isMember = async (groupId: number, userId: number) =>
  (
    await db()
      .select()
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)))
  ).length === 1

const full = { evaluations: 1, examResults: 1, feedback: 1, teacherRatings: 1, helpRequests: 1, pins: 1 }
const none = { evaluations: 0, examResults: 0, feedback: 0, teacherRatings: 0, helpRequests: 0, pins: 0 }

describe('POST /groups/:groupId/users/:userId/remove', () => {
  test('keep: the membership goes, every rating stays; the class lists no longer name the student', async () => {
    const student = await insertStudent(t.app, { firstname: 'Kira', lastname: 'Behalten' })
    const group = await createClass(t.app, teacher.user.id, 'Behalten', [student])
    const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.id)

    expect(answer(await remove(teacher, group.id, student.id, 'keep'))).toEqual({
      status: 200,
      body: { removed: true, ratings: 'keep' },
    })
    expect(await isMember(group.id, student.id)).toBe(false)
    expect(await eventRowCounts(t.app, student.id, events)).toEqual(full)
    const list = (await api(t.app, teacher.token).get('/groups')).json() as { id: number; users: unknown[] }[]
    expect(list.find((row) => row.id === group.id)?.users).toEqual([])
    // The statistics of a student who is no longer in the class are not the teacher's to see.
    const statistics = await api(t.app, teacher.token).get(
      `/evaluations/getEvaluationsGroupedBySubjectsByUserId?group_id=${group.id}&user_id=${student.id}`,
    )
    expect(statistics.statusCode).toBe(404)
    // The account stays.
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, student.id))).toHaveLength(1)
  })

  test("delete: the student's rows in this class's events go, those in another class and the goals stay", async () => {
    const student = await insertStudent(t.app, { firstname: 'Dana', lastname: 'Löschen' })
    const group = await createClass(t.app, teacher.user.id, 'Löschen', [student])
    const otherGroup = await createClass(t.app, teacher.user.id, 'Anderswo', [student])
    const classmate = await insertStudent(t.app, { firstname: 'Mia', lastname: 'Bleibt' })
    await addMembers(t.app, group.id, [classmate])
    const here = await fillEvent(t.app, teacher.user.id, group.id, student.id)
    const classmateRows = await fillEvent(t.app, teacher.user.id, group.id, classmate.id)
    const elsewhere = await fillEvent(t.app, teacher.user.id, otherGroup.id, student.id)

    expect(answer(await remove(teacher, group.id, student.id, 'delete'))).toEqual({
      status: 200,
      body: { removed: true, ratings: 'delete' },
    })
    expect(await isMember(group.id, student.id)).toBe(false)
    expect(await isMember(otherGroup.id, student.id)).toBe(true)
    expect(await eventRowCounts(t.app, student.id, here.events)).toEqual(none)
    expect(await eventRowCounts(t.app, student.id, elsewhere.events)).toEqual(full)
    expect(await eventRowCounts(t.app, classmate.id, classmateRows.events)).toEqual(full)
    expect(await db().select().from(studentGoals).where(eq(studentGoals.userId, student.id))).toHaveLength(2)
  })

  test("another teacher's class, a student not in the class, MySelf and a bad choice change nothing", async () => {
    const student = await insertStudent(t.app)
    const stranger = await insertStudent(t.app)
    const group = await createClass(t.app, teacher.user.id, 'Fremd', [student])
    const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.id)

    expect(answer(await remove(other, group.id, student.id, 'delete'))).toEqual(notFound)
    expect(answer(await remove(teacher, group.id, stranger.id, 'delete'))).toEqual(notFound)
    expect(answer(await remove(teacher, 999_999, student.id))).toEqual(notFound)
    expect((await remove(teacher, group.id, student.id, 'maybe')).statusCode).toBe(422)
    expect(
      (await api(t.app, teacher.token).post(`/groups/${group.id}/users/${student.id}/remove`, {})).statusCode,
    ).toBe(422)
    expect(await isMember(group.id, student.id)).toBe(true)
    expect(await eventRowCounts(t.app, student.id, events)).toEqual(full)
  })

  test('a second remove of the same student answers 404', async () => {
    const student = await insertStudent(t.app)
    const group = await createClass(t.app, teacher.user.id, 'Zweimal', [student])
    expect((await remove(teacher, group.id, student.id)).statusCode).toBe(200)
    expect(answer(await remove(teacher, group.id, student.id))).toEqual(notFound)
  })
})

describe('requests at the same moment (run on PostgreSQL too, where they truly overlap)', () => {
  test('two removes, keep and delete: one is done in full, the other answers 404', async () => {
    const student = await insertStudent(t.app)
    const group = await createClass(t.app, teacher.user.id, 'Gleichzeitig', [student])
    const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.id)

    const answers = await Promise.all([
      remove(teacher, group.id, student.id, 'keep'),
      remove(teacher, group.id, student.id, 'delete'),
    ])
    const statuses = answers.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 404])
    const done = answers.find((response) => response.statusCode === 200)!.json() as { ratings: string }
    expect(await isMember(group.id, student.id)).toBe(false)
    // The one that won decides; never a half of each.
    expect(await eventRowCounts(t.app, student.id, events)).toEqual(done.ratings === 'keep' ? full : none)
  })

  test('a teacher removes while the student leaves: one of them ends the membership', async () => {
    for (let round = 0; round < 5; round += 1) {
      const student = await createStudent(t.app)
      const group = await createClass(t.app, teacher.user.id, `Wettlauf ${round}`, [student.user])
      const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.user.id)
      const answers = await Promise.all([
        remove(teacher, group.id, student.user.id, 'delete'),
        studentApi(t.app, student.token).post('/groups/leave', { group_id: group.id }),
      ])
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 404])
      expect(await isMember(group.id, student.user.id)).toBe(false)
      expect(await eventRowCounts(t.app, student.user.id, events)).toEqual(
        answers[0]!.statusCode === 200 ? none : full,
      )
    }
  })
})

describe('POST /groups/leave (student app)', () => {
  test('the student leaves; their ratings stay and come back when they join again', async () => {
    const student = await createStudent(t.app)
    const group = await createClass(t.app, teacher.user.id, 'Verlassen', [student.user])
    const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.user.id)
    const app = studentApi(t.app, student.token)

    const left = await app.post('/groups/leave', { group_id: group.id })
    expect(left.statusCode).toBe(200)
    expect((left.json() as { id: number }[]).map((row) => row.id)).not.toContain(group.id)
    expect(await isMember(group.id, student.user.id)).toBe(false)
    expect(await eventRowCounts(t.app, student.user.id, events)).toEqual(full)

    expect(answer(await app.post('/groups/leave', { group_id: group.id }))).toMatchObject({ status: 404 })
    const joined = await app.post('/groups/join', { token: group.token })
    expect((joined.json() as { id: number }[]).map((row) => row.id)).toContain(group.id)
    expect(await eventRowCounts(t.app, student.user.id, events)).toEqual(full)
  })

  test('a class the student is not in answers 404', async () => {
    const student = await createStudent(t.app)
    const classmate = await insertStudent(t.app)
    const group = await createClass(t.app, teacher.user.id, 'Nicht meine', [classmate])
    expect(
      answer(await studentApi(t.app, student.token).post('/groups/leave', { group_id: group.id })),
    ).toMatchObject({
      status: 404,
    })
    expect(await isMember(group.id, classmate.id)).toBe(true)
  })
})
