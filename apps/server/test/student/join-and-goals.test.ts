import { studentLimits, studentMessages } from '@lernraster/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groupUsers } from '../../src/db/schema'
import { createClass } from '../school/school-builders'
import { createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createStudent, ok, studentApi, studentWorld } from './student-builders'

// Issue 15: a student joins a class with its code (a clear message for a wrong one, a pause for
// guessing), sees their classes and sets a goal per subject.

const t = useTestApp()

const fieldError = (response: { statusCode: number; json(): unknown }, field: string, message: string) => {
  expect(response.statusCode).toBe(422)
  expect(response.json()).toMatchObject({ code: 'validation', errors: { [field]: [message] } })
}

describe('joining a class', () => {
  test('with the code, typed in any case and with spaces around it', async () => {
    const teacher = await createUser(t.app)
    const group = await createClass(t.app, teacher.user.id, '7b')
    const student = await createStudent(t.app)
    const classes = ok<unknown[]>(
      await studentApi(t.app, student.token).post('/groups/join', {
        token: ` ${group.token.toLowerCase()} `,
      }),
    )
    expect(classes).toEqual([
      {
        id: group.id,
        name: '7b',
        active: true,
        archived_in: null,
        teacher: { firstname: teacher.user.firstname, lastname: teacher.user.lastname },
      },
    ])
    expect(ok(await studentApi(t.app, student.token).get('/groups'))).toEqual(classes)
    // The teacher sees the new student in the class.
    const members = await t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))
    expect(members.map((member) => member.userId)).toEqual([student.user.id])
  })

  test('a wrong code, an empty one and a second join get clear messages', async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    fieldError(
      await client.post('/groups/join', { token: 'ZZZZZZ' }),
      'token',
      studentMessages.classCodeUnknown,
    )
    fieldError(await client.post('/groups/join', { token: '  ' }), 'token', studentMessages.classCodeRequired)
    fieldError(
      await client.post('/groups/join', { token: world.group.token }),
      'token',
      studentMessages.alreadyMember,
    )
  })

  test("a teacher's own practice class cannot be joined", async () => {
    const teacher = await createUser(t.app)
    const [practice] = await t.app.ctx.db
      .execute(`select token from groups where teacher_id = ${teacher.user.id} and is_own_practice`)
      .then((result) => (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows))
    const student = await createStudent(t.app)
    const response = await studentApi(t.app, student.token).post('/groups/join', {
      token: (practice as { token: string }).token,
    })
    fieldError(response, 'token', studentMessages.classCodeUnknown)
  })

  test('a student the teacher switched inactive stays inactive when joining again', async () => {
    const world = await studentWorld(t.app)
    await t.app.ctx.db
      .update(groupUsers)
      .set({ active: false })
      .where(and(eq(groupUsers.groupId, world.group.id), eq(groupUsers.userId, world.student.user.id)))
    const again = await studentApi(t.app, world.student.token).post('/groups/join', {
      token: world.group.token,
    })
    fieldError(again, 'token', studentMessages.alreadyMember)
    const classes = ok<{ active: boolean }[]>(await studentApi(t.app, world.student.token).get('/groups'))
    expect(classes.map((group) => group.active)).toEqual([false])
  })

  test('guessing pauses after too many wrong codes, even for the right one', async () => {
    const teacher = await createUser(t.app)
    const group = await createClass(t.app, teacher.user.id, '8c')
    const student = await createStudent(t.app)
    const client = studentApi(t.app, student.token)
    for (let attempt = 0; attempt < studentLimits.joinAttemptsPerStudent; attempt += 1) {
      expect((await client.post('/groups/join', { token: `WRONG${attempt}` })).statusCode).toBe(422)
    }
    const blocked = await client.post('/groups/join', { token: group.token })
    expect(blocked.statusCode).toBe(429)
    expect(await t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).toEqual([])
    t.clock.advanceMinutes(16)
    ok(await client.post('/groups/join', { token: group.token }))
  })

  test('two joins at the same moment make one membership', async () => {
    const teacher = await createUser(t.app)
    const group = await createClass(t.app, teacher.user.id, '9d')
    const student = await createStudent(t.app)
    const client = studentApi(t.app, student.token)
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post('/groups/join', { token: group.token })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422])
    expect(await t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).toHaveLength(
      1,
    )
  })
})

describe('goals per subject', () => {
  test("the class's subjects with the general goal, then the student's own", async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const subject = { id: world.subjectId, title: 'Mathematik', token: 'MA' }
    expect(ok(await client.get('/goals'))).toEqual([{ subject, goal: 4, own: false }])
    const updated = ok(await client.post('/goals/update', { subject_id: world.subjectId, goal: 5.5 }))
    expect(updated).toEqual([{ subject, goal: 5.5, own: true }])
    const modules = ok<{ goal: number }[]>(await client.get('/modules'))
    expect(modules[0]!.goal).toBe(5.5)
  })

  test('a goal off the scale or for another subject is refused', async () => {
    const world = await studentWorld(t.app)
    const other = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    for (const goal of [0, 0.5, 4.3, 6.5, -1]) {
      const response = await client.post('/goals/update', { subject_id: world.subjectId, goal })
      expect(response.statusCode, String(goal)).toBe(422)
      expect(response.json().errors.goal).toEqual([studentMessages.gradeInvalid])
    }
    const foreign = await client.post('/goals/update', { subject_id: other.subjectId, goal: 5 })
    expect(foreign.statusCode).toBe(404)
  })
})
