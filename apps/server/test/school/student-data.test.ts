import type { StudentDataExport } from '@lernraster/shared'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  groupUsers,
  mailOutbox,
  rosterStudents,
  schoolAccounts,
  studentGoals,
  users,
} from '../../src/db/schema'
import { pruneExpired } from '../../src/maintenance'
import { createStudent, ok, studentApi } from '../student/student-builders'
import { answer, api, createUser, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createClass } from './school-builders'
import { eventRowCounts, fillEvent } from './student-rows'

// Issue 34 item 4, decision 045: a student - or the teacher who made the account - downloads all of
// the student's data and deletes the account; nothing of the student is left behind.

const t = useTestApp()
const db = () => t.app.ctx.db

let teacher: TestUser
let otherTeacher: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  otherTeacher = await createUser(t.app)
})

/** A student with a password and a session, in a class of `teacher` with a row of every kind. */
async function studentWithData(options: { madeByTeacher: boolean }) {
  const student = await createStudent(t.app)
  if (options.madeByTeacher) {
    await db().update(users).set({ createdBy: teacher.user.id }).where(eq(users.id, student.user.id))
  }
  const group = await createClass(t.app, teacher.user.id, `Klasse ${student.user.id}`, [
    { ...student.user, email: student.user.email },
  ])
  const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.user.id)
  return { student, group, events }
}

const ownExport = (student: TestUser) => studentApi(t.app, student.token).get('/account/dataExport')
const teacherExport = (who: TestUser, userId: number) =>
  api(t.app, who.token).get(`/studentAccounts/${userId}/dataExport`)
const teacherDelete = (who: TestUser, userId: number) =>
  api(t.app, who.token).post(`/studentAccounts/${userId}/delete`)

/** Every row the student could have left anywhere: the account, memberships, goals, and the events' rows. */
async function rowsOf(userId: number) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length
  return {
    account: await count(db().select().from(users).where(eq(users.id, userId))),
    memberships: await count(db().select().from(groupUsers).where(eq(groupUsers.userId, userId))),
    goals: await count(db().select().from(studentGoals).where(eq(studentGoals.userId, userId))),
    schoolAccounts: await count(db().select().from(schoolAccounts).where(eq(schoolAccounts.userId, userId))),
    ...(await eventRowCounts(t.app, userId)),
  }
}
const nothing = {
  account: 0,
  memberships: 0,
  goals: 0,
  schoolAccounts: 0,
  evaluations: 0,
  examResults: 0,
  feedback: 0,
  teacherRatings: 0,
  helpRequests: 0,
  pins: 0,
}

describe('downloading a student data', () => {
  test('the student gets every row with the names it belongs to; the teacher rating only once released', async () => {
    const { student, group } = await studentWithData({ madeByTeacher: false })
    const now = t.clock.now()
    await db()
      .insert(schoolAccounts)
      .values({
        issuer: 'https://login.schule.example',
        subject: `s-${student.user.id}`,
        userId: student.user.id,
        createdAt: now,
      })
    await db()
      .insert(rosterStudents)
      .values({
        teacherId: teacher.user.id,
        sourceId: `S-${student.user.id}`,
        userId: student.user.id,
        createdAt: now,
      })
    const data = ok<StudentDataExport>(await ownExport(student))
    expect(data.school_accounts).toEqual([
      expect.objectContaining({
        issuer: 'https://login.schule.example',
        subject: `s-${student.user.id}`,
        school: null,
      }),
    ])
    expect(data.roster_ids).toEqual([
      expect.objectContaining({ teacher: 'Vreni Muster', source_id: `S-${student.user.id}` }),
    ])
    expect(data.format).toBe('lernraster-schuelerdaten-1')
    expect(data.account).toMatchObject({
      firstname: student.user.firstname,
      email: student.user.email,
      created_by: null,
    })
    expect(data.classes).toEqual([
      expect.objectContaining({ class_name: group.name, teacher: 'Vreni Muster', active: true }),
    ])
    expect(data.self_ratings).toHaveLength(1)
    expect(data.self_ratings[0]).toMatchObject({ class_name: group.name, grade: 5, goal: 4 })
    expect(data.self_ratings[0]!.question).toEqual(expect.any(String))
    expect(data.exams).toEqual([expect.objectContaining({ self_assessment_before: 4, grade: null })])
    expect(data.feedbacks).toEqual([expect.objectContaining({ content: 'Unklar', solved: false })])
    expect(data.help_requests).toHaveLength(1)
    expect(data.next_steps).toHaveLength(1)
    expect(data.goals).toEqual([expect.objectContaining({ goal: 5 })])
    expect(data.sign_ins.open_sessions).toBe(1)
    // The run's teacher rating is not released: it is the teacher's work in progress.
    expect(data.teacher_ratings).toEqual([])
  })

  test('the teacher who made the account gets the same, with their unreleased rating; nobody else does', async () => {
    const { student } = await studentWithData({ madeByTeacher: true })
    const data = ok<StudentDataExport>(await teacherExport(teacher, student.user.id))
    expect(data.account.created_by).toBe('Vreni Muster')
    expect(data.teacher_ratings).toEqual([expect.objectContaining({ grade: 4 })])
    expect(data.self_ratings).toHaveLength(1)

    // Another teacher is told it does not exist, as for any object not theirs.
    expect(answer(await teacherExport(otherTeacher, student.user.id))).toEqual(notFound)
  })

  test('a teacher cannot download a student of their class whose account they did not make', async () => {
    const { student } = await studentWithData({ madeByTeacher: false })
    expect((await teacherExport(teacher, student.user.id)).statusCode).toBe(404)
    // Nor a teacher's account, which is never a student's data.
    expect((await teacherExport(teacher, otherTeacher.user.id)).statusCode).toBe(404)
  })
})

describe('deleting a student account', () => {
  test('the student: a wrong password deletes nothing; the right one deletes every row and ends the session', async () => {
    const { student } = await studentWithData({ madeByTeacher: false })
    await db().insert(mailOutbox).values({
      to: student.user.email,
      subject: 'Einladung',
      text: 'Hallo',
      html: '<p>Hallo</p>',
      createdAt: t.clock.now(),
      nextAttemptAt: t.clock.now(),
    })
    await db()
      .insert(schoolAccounts)
      .values({
        issuer: 'https://login.schule.example',
        subject: `weg-${student.user.id}`,
        userId: student.user.id,
        createdAt: t.clock.now(),
      })
    const before = await rowsOf(student.user.id)
    expect(Object.values(before).every((count) => count > 0)).toBe(true)

    const wrong = await studentApi(t.app, student.token).post('/account/delete', { password: 'falsch-1234' })
    expect(wrong.statusCode).toBe(422)
    expect(await rowsOf(student.user.id)).toEqual(before)

    const done = await studentApi(t.app, student.token).post('/account/delete', {
      password: student.password,
    })
    expect(answer(done)).toEqual({ status: 200, body: { deleted: true } })
    expect(await rowsOf(student.user.id)).toEqual(nothing)
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, student.user.email))).toEqual([])
    expect((await studentApi(t.app, student.token).get('/users/userinfo')).statusCode).toBe(401)
  })

  test('the teacher who made it deletes it; the class list no longer names the student', async () => {
    const { student, group } = await studentWithData({ madeByTeacher: true })
    expect((await teacherDelete(otherTeacher, student.user.id)).statusCode).toBe(404)
    expect(answer(await teacherDelete(teacher, student.user.id))).toEqual({
      status: 200,
      body: { deleted: true },
    })
    expect(await rowsOf(student.user.id)).toEqual(nothing)
    const list = ok<{ id: number; users: { id: number }[] }[]>(await api(t.app, teacher.token).get('/groups'))
    expect(list.find((listed) => listed.id === group.id)!.users).toEqual([])
    // Deleted is deleted: a second request finds nothing.
    expect((await teacherDelete(teacher, student.user.id)).statusCode).toBe(404)
  })

  test('a teacher cannot delete an account they did not make, even of their own class', async () => {
    const { student } = await studentWithData({ madeByTeacher: false })
    expect((await teacherDelete(teacher, student.user.id)).statusCode).toBe(404)
    expect((await rowsOf(student.user.id)).account).toBe(1)
  })

  test('two deletions at the same moment: one deletes, the other finds nothing', async () => {
    const { student } = await studentWithData({ madeByTeacher: true })
    const statuses = (
      await Promise.all([teacherDelete(teacher, student.user.id), teacherDelete(teacher, student.user.id)])
    ).map((response) => response.statusCode)
    expect(statuses.sort()).toEqual([200, 404])
    expect(
      await db()
        .select()
        .from(users)
        .where(inArray(users.id, [student.user.id])),
    ).toEqual([])
  })
})

describe('accounts the teacher made that are in none of their classes', () => {
  test('are listed for their maker only, until they are back in a class or deleted', async () => {
    const { student, group } = await studentWithData({ madeByTeacher: true })
    const listOf = async (who: TestUser) => {
      const response = await api(t.app, who.token).get('/studentAccounts')
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ id: number; firstname: string }[]>().map((account) => account.id)
    }
    // In the teacher's class: looked after in the class list, not here.
    expect(await listOf(teacher)).not.toContain(student.user.id)
    const removed = await api(t.app, teacher.token).post(
      `/groups/${group.id}/users/${student.user.id}/remove`,
      {
        ratings: 'keep',
      },
    )
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await listOf(teacher)).toContain(student.user.id)
    // Another teacher does not see it, even with the student in one of their classes.
    const elsewhere = await createClass(t.app, otherTeacher.user.id, `Andere ${student.user.id}`, [
      { ...student.user, email: student.user.email },
    ])
    expect(elsewhere.id).toBeGreaterThan(0)
    expect(await listOf(otherTeacher)).not.toContain(student.user.id)
    expect(await listOf(teacher)).toContain(student.user.id)
    // Deleted from here, it is gone from the list.
    expect((await teacherDelete(teacher, student.user.id)).statusCode).toBe(200)
    expect(await listOf(teacher)).not.toContain(student.user.id)
  })

  test('a student who signed up by themselves is never listed', async () => {
    const { student, group } = await studentWithData({ madeByTeacher: false })
    await api(t.app, teacher.token).post(`/groups/${group.id}/users/${student.user.id}/remove`, {
      ratings: 'keep',
    })
    const response = await api(t.app, teacher.token).get('/studentAccounts')
    expect(response.json<{ id: number }[]>().map((account) => account.id)).not.toContain(student.user.id)
  })
})

describe('what is kept and how long', () => {
  test('a sent mail stays 30 days, then the hourly clean-up deletes it; one not yet sent stays', async () => {
    const to = `aufbewahrt-${Date.now()}@schule.example`
    const now = t.clock.now()
    const mail = {
      to,
      subject: 'Hallo',
      text: 'Hallo',
      html: '<p>Hallo</p>',
      createdAt: now,
      nextAttemptAt: now,
    }
    await db()
      .insert(mailOutbox)
      .values([
        { ...mail, sentAt: new Date(now.getTime() - 29 * 86_400_000) },
        { ...mail, subject: 'Alt', sentAt: new Date(now.getTime() - 31 * 86_400_000) },
        { ...mail, subject: 'Wartet', sentAt: null },
      ])
    await pruneExpired(t.app.ctx)
    const left = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to))
    expect(left.map((row) => row.subject).sort()).toEqual(['Hallo', 'Wartet'])
  })
})
