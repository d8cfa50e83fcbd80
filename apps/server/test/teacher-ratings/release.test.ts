import { type EventTeacherRatings, type OwnTeacherRatings, teacherRatingMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import {
  createStudent,
  ok,
  plannedEvent,
  type StudentWorld,
  studentApi,
  studentWorld,
} from '../student/student-builders'
import { answer, api, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 19: the teacher releases the teacher ratings to the students per activation (not released
// until then); released, a student reads their own beside their self-rating in the student app.

const t = useTestApp()
let world: StudentWorld
let classmate: TestUser
let q1: number
let q2: number

beforeAll(async () => {
  world = await studentWorld(t.app)
  classmate = await createStudent(t.app)
  ok(await studentApi(t.app, classmate.token).post('/groups/join', { token: world.group.token }))
  ;[q1, q2] = world.grid.at(1, 1).questionIds as [number, number]
  const store = async (userId: number, questionId: number, grade: number) =>
    ok(
      await api(t.app, world.teacher.token).post('/teacherRatings/store', {
        event_id: world.eventId,
        user_ids: [userId],
        question_id: questionId,
        grade,
      }),
    )
  await store(world.student.user.id, q2, 4.5)
  await store(world.student.user.id, q1, 0)
  await store(classmate.user.id, q1, 2)
})

const release = (released: unknown) =>
  api(t.app, world.teacher.token).post('/teacherRatings/release', { event_id: world.eventId, released })
const own = (who: TestUser, eventId = world.eventId) =>
  studentApi(t.app, who.token).get('/teacherRatings', { event_id: eventId })
const byEvent = async () =>
  ok<EventTeacherRatings>(
    await api(t.app, world.teacher.token).get('/teacherRatings/byEvent', { event_id: String(world.eventId) }),
  )
const releasedAt = async () =>
  resultRows<{ released: boolean; updated_at: string }>(
    await t.app.ctx.db.execute(
      sql`select teacher_ratings_released as released, updated_at::text from active_modules where event_id = ${world.eventId}`,
    ),
  )[0]!

describe('releasing the teacher ratings', () => {
  test('not released at first: the student sees that there is nothing yet, the teacher sees all', async () => {
    expect((await releasedAt()).released).toBe(false)
    expect(ok<OwnTeacherRatings>(await own(world.student))).toEqual({ released: false, ratings: [] })
    const teacherView = await byEvent()
    expect(teacherView.released).toBe(false)
    expect(teacherView.ratings).toHaveLength(3)
  })

  test("released: each student reads their own, the teacher's 0 too, nobody else's", async () => {
    expect(answer(await release(true))).toEqual({ status: 200, body: { released: true } })
    expect((await byEvent()).released).toBe(true)
    const byQuestion = [
      { question_id: q1, grade: 0 },
      { question_id: q2, grade: 4.5 },
    ].sort((a, b) => a.question_id - b.question_id)
    expect(ok<OwnTeacherRatings>(await own(world.student))).toEqual({ released: true, ratings: byQuestion })
    expect(ok<OwnTeacherRatings>(await own(classmate))).toEqual({
      released: true,
      ratings: [{ question_id: q1, grade: 2 }],
    })
  })

  test('the same value again writes nothing; taking it back hides the ratings again', async () => {
    await release(true)
    const before = await releasedAt()
    t.clock.advanceMinutes(5)
    expect(answer(await release(true))).toEqual({ status: 200, body: { released: true } })
    expect(await releasedAt()).toEqual(before)
    expect(answer(await release(false))).toEqual({ status: 200, body: { released: false } })
    const after = await releasedAt()
    expect(after.released).toBe(false)
    expect(after.updated_at).not.toBe(before.updated_at)
    expect(ok<OwnTeacherRatings>(await own(world.student))).toEqual({ released: false, ratings: [] })
  })

  test('a member made inactive still reads their own, as the rest of their past in the class', async () => {
    await release(true)
    await t.app.ctx.db.execute(
      sql`update group_users set active = false where group_id = ${world.group.id} and user_id = ${classmate.user.id}`,
    )
    expect(ok<OwnTeacherRatings>(await own(classmate)).ratings).toEqual([{ question_id: q1, grade: 2 }])
    // ... while the teacher's view of the class leaves them out, as every progress screen does.
    expect((await byEvent()).ratings.map((rating) => rating.user_id)).not.toContain(classmate.user.id)
  })

  test("another class's student, a homework of the class, an unknown event: not found", async () => {
    const stranger = await createStudent(t.app)
    expect(answer(await own(stranger))).toEqual(notFound)
    const homework = await plannedEvent(t.app, world, 'homework', world.grid.at(1, 1).id, 2)
    expect(answer(await own(world.student, homework))).toEqual(notFound)
    expect(answer(await own(world.student, 2_000_000_000))).toEqual(notFound)
  })

  test('the flag must be true or false', async () => {
    const before = await releasedAt()
    for (const value of [undefined, 'true', 1, null])
      expect(answer(await release(value)), String(value)).toEqual(
        invalid({ released: [teacherRatingMessages.releasedInvalid] }),
      )
    expect(await releasedAt()).toEqual(before)
  })
})
