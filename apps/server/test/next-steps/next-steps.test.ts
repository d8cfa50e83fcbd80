import { nextStepMessages, type OwnNextStep, type StudentNextStep } from '@lernraster/shared'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import type { UserRow } from '../../src/db/schema'
import { blocks, questions, studentGoals, topics, users } from '../../src/db/schema'
import { resultRows } from '../../src/lib/result-rows'
import { classWithStudents, insertActivation, rate } from '../activations/activation-builders'
import { createGrid, insertModule } from '../modules/module-builders'
import { studentApi } from '../student/student-builders'
import { answer, api, body, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 19, the next step: the first topic in the grid's order (block, then row) whose progress is
// under 100 % or whose average is below the student's goal; topics without questions are skipped; a
// pinned topic wins until the pin is removed. Every expected topic below is worked out by hand.

const t = useTestApp()

/**
 * The grid, made out of order on purpose (creation order is not the grid's order):
 *
 *   block order 1 ("Spalte 1", made second)   block order 2 ("Spalte 2", made first)
 *   row 1: a1 - no questions                  row 1: b1 - 2 questions
 *   row 2: a2 - 2 questions                   row 2: (empty cell)
 *   row 3: a3 - 3 questions                   row 3: b3 - 2 questions
 *
 * Made in the order b1, b3, a3, a1, a2: the grid's order is a1, a2, a3, b1, b3.
 */
interface Grid {
  moduleId: number
  a1: number
  a2: number
  a3: number
  b1: number
  b3: number
  questionsOf: Record<'a2' | 'a3' | 'b1' | 'b3', number[]>
}

async function outOfOrderGrid(app: FastifyInstance, ownerId: number): Promise<Grid> {
  const db = app.ctx.db
  const now = app.ctx.clock.now()
  const module = await insertModule(app, ownerId, { rows: 3, columns: 2 })
  const addBlock = async (name: string, order: number) =>
    (await db.insert(blocks).values({ moduleId: module.id, name, order }).returning())[0]!.id
  const addTopic = async (blockId: number, title: string, order: number, count: number) => {
    const [topic] = await db.insert(topics).values({ blockId, title, order }).returning()
    const rows =
      count === 0
        ? []
        : await db
            .insert(questions)
            .values(
              Array.from({ length: count }, (_, index) => ({
                topicId: topic!.id,
                title: `${title}: Frage ${index + 1}`,
                order: index + 1,
                createdAt: now,
              })),
            )
            .returning()
    return { id: topic!.id, questionIds: rows.map((row) => row.id) }
  }
  const second = await addBlock('Spalte 2', 2)
  const b1 = await addTopic(second, 'b1', 1, 2)
  const b3 = await addTopic(second, 'b3', 3, 2)
  const first = await addBlock('Spalte 1', 1)
  const a3 = await addTopic(first, 'a3', 3, 3)
  const a1 = await addTopic(first, 'a1', 1, 0)
  const a2 = await addTopic(first, 'a2', 2, 2)
  return {
    moduleId: module.id,
    a1: a1.id,
    a2: a2.id,
    a3: a3.id,
    b1: b1.id,
    b3: b3.id,
    questionsOf: { a2: a2.questionIds, a3: a3.questionIds, b1: b1.questionIds, b3: b3.questionIds },
  }
}

let teacher: TestUser
let grid: Grid
let eventId: number
let subjectId: number
let nora: UserRow
let ben: UserRow
let mia: UserRow
let lea: UserRow
let tom: UserRow
let inactive: UserRow
let stranger: UserRow
let otherModuleTopic: number

beforeAll(async () => {
  teacher = await createUser(t.app)
  grid = await outOfOrderGrid(t.app, teacher.user.id)
  const school = await classWithStudents(t.app, teacher.user.id, { active: 5, inactive: 1 })
  ;[nora, ben, mia, lea, tom] = school.active as [UserRow, UserRow, UserRow, UserRow, UserRow]
  inactive = school.inactive[0]!
  subjectId = school.subject.id
  stranger = (await classWithStudents(t.app, teacher.user.id, { active: 1 })).active[0]!
  eventId = (
    await insertActivation(t.app, {
      moduleId: grid.moduleId,
      teacherId: teacher.user.id,
      groupId: school.group.id,
      subjectId,
    })
  ).eventId
  // Every general goal is 4; Tom set 5 for this subject (the goal in force is the subject's).
  await t.app.ctx.db
    .update(users)
    .set({ goal: 4 })
    .where(sql`${users.id} in ${school.active.map((s) => s.id)}`)
  await t.app.ctx.db
    .insert(studentGoals)
    .values({ userId: tom.id, subjectId, goal: 5, updatedAt: t.clock.now() })
  const ratings = async (student: UserRow, topic: keyof Grid['questionsOf'], grades: number[]) =>
    rate(t.app, { eventId, userId: student.id, questionIds: grid.questionsOf[topic], grades })
  // Nora has rated nothing.
  // Ben: a2 done at the goal (5, 4: 100 %, 4.5); a3 fully rated (100 %) but 4, 3, 4 = 3.67 < 4.
  await ratings(ben, 'a2', [5, 4])
  await ratings(ben, 'a3', [4, 3, 4])
  // Mia: every topic with questions at 100 % and an average of at least 4 (b3 exactly 4: not below).
  await ratings(mia, 'a2', [5, 5])
  await ratings(mia, 'a3', [4, 4, 5])
  await ratings(mia, 'b1', [6, 4])
  await ratings(mia, 'b3', [4, 4])
  // Lea: a2 rated 5 and 0 - a 0 is "not rated yet", so 1 of 2 = 50 %, though the average is 5.
  await ratings(lea, 'a2', [5, 0])
  // Tom: a2 at 5 (100 %, 5); a3 at 5, 5, 4 = 4.67 - at his general goal 4 that is done (next: b1),
  // below his subject goal 5 it is not.
  await ratings(tom, 'a2', [5, 5])
  await ratings(tom, 'a3', [5, 5, 4])
  // The inactive member's ratings do not make them appear.
  await rate(t.app, { eventId, userId: inactive.id, questionIds: grid.questionsOf.a2, grades: [1, 1] })
  otherModuleTopic = (await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })).at(
    1,
    1,
  ).id
})

const asTeacher = () => api(t.app, teacher.token)
const list = async () =>
  body<StudentNextStep[]>(await asTeacher().get('/nextSteps', { event_id: String(eventId) }))
const pin = (userId: number, topicId: number | null) =>
  asTeacher().post('/nextSteps/pin', { event_id: eventId, user_id: userId, topic_id: topicId })
const stepOf = async (student: UserRow) => (await list()).find((row) => row.user_id === student.id)!.next_step
const computed = (topicId: number) => ({ topic_id: topicId, pinned: false })

describe('the next step of every active student', () => {
  test('follows the grid: block, then row, skipping topics without questions; null when all is done', async () => {
    expect(await list()).toEqual([
      // No ratings: a1 has no questions, so a2 - not b1, the topic made first.
      { user_id: nora.id, next_step: computed(grid.a2) },
      // a2 done at the goal; a3 at 100 % but 3.67 below 4.
      { user_id: ben.id, next_step: computed(grid.a3) },
      // Everything at 100 % and at least 4.
      { user_id: mia.id, next_step: null },
      // a2 at 50 %: the 0 does not count.
      { user_id: lea.id, next_step: computed(grid.a2) },
      // a3's 4.67 is below the subject goal 5.
      { user_id: tom.id, next_step: computed(grid.a3) },
    ])
  })

  test('the student reads their own, the same as the teacher sees', async () => {
    const own = async (student: UserRow) =>
      body<OwnNextStep>(
        await studentApi(t.app, await tokenOf(student)).get('/nextStep', { event_id: eventId }),
      )
    expect(await own(ben)).toEqual({ next_step: computed(grid.a3) })
    expect(await own(mia)).toEqual({ next_step: null })
    expect(await own(tom)).toEqual({ next_step: computed(grid.a3) })
  })

  test('a class nobody may read, or an event that does not exist: 404', async () => {
    const other = await createUser(t.app)
    expect(answer(await api(t.app, other.token).get('/nextSteps', { event_id: String(eventId) }))).toEqual(
      notFound,
    )
    expect(answer(await asTeacher().get('/nextSteps', { event_id: String(eventId + 1000) }))).toEqual(
      notFound,
    )
  })
})

describe('the teacher pins a topic', () => {
  test('the pin wins over the computed step until it is removed', async () => {
    t.clock.advanceMinutes(5)
    // Nora would be sent to a2; the teacher pins b3.
    expect(body<StudentNextStep>(await pin(nora.id, grid.b3))).toEqual({
      user_id: nora.id,
      next_step: { topic_id: grid.b3, pinned: true },
    })
    expect(await stepOf(nora)).toEqual({ topic_id: grid.b3, pinned: true })
    // Pinned for Mia, who has nothing left to do: the pin still wins.
    await pin(mia.id, grid.a2)
    expect(await stepOf(mia)).toEqual({ topic_id: grid.a2, pinned: true })
    const rows = resultRows<{ topic_id: number; pinned_by: number; created_at: string }>(
      await t.app.ctx.db.execute(sql`
        select topic_id, pinned_by, to_json(created_at) #>> '{}' as created_at
        from next_step_pins where event_id = ${eventId} and user_id = ${nora.id}`),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ topic_id: grid.b3, pinned_by: teacher.user.id })
    expect(new Date(rows[0]!.created_at).toISOString()).toBe(t.clock.now().toISOString())

    // Pinning another topic replaces the pin; null removes it and a2 is computed again.
    expect(body<StudentNextStep>(await pin(nora.id, grid.a3)).next_step).toEqual({
      topic_id: grid.a3,
      pinned: true,
    })
    expect(body<StudentNextStep>(await pin(nora.id, null))).toEqual({
      user_id: nora.id,
      next_step: computed(grid.a2),
    })
    expect(body<StudentNextStep>(await pin(mia.id, null)).next_step).toBeNull()
    // Removing a pin that is not there changes nothing.
    expect(body<StudentNextStep>(await pin(nora.id, null)).next_step).toEqual(computed(grid.a2))
  })

  test('a topic of another module, an inactive member, a student of another class: a clear message', async () => {
    expect(answer(await pin(ben.id, otherModuleTopic))).toEqual(
      invalid({ topic_id: [nextStepMessages.topicNotInModule] }),
    )
    expect(answer(await pin(inactive.id, grid.b1))).toEqual(
      invalid({ user_id: [nextStepMessages.notInClass] }),
    )
    expect(answer(await pin(stranger.id, grid.b1))).toEqual(
      invalid({ user_id: [nextStepMessages.notInClass] }),
    )
    const pins = resultRows(
      await t.app.ctx.db.execute(sql`select 1 from next_step_pins where event_id = ${eventId}`),
    )
    expect(pins).toEqual([])
  })

  test('another teacher may not pin: 404, and nothing is written', async () => {
    const other = await createUser(t.app)
    const response = await api(t.app, other.token).post('/nextSteps/pin', {
      event_id: eventId,
      user_id: ben.id,
      topic_id: grid.b1,
    })
    expect(answer(response)).toEqual(notFound)
    expect(await stepOf(ben)).toEqual(computed(grid.a3))
  })

  test('deleting the pinned topic takes the pin with it: the step is computed again', async () => {
    const module = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 2, questions: 1 } })
    const school = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const running = await insertActivation(t.app, {
      moduleId: module.moduleId,
      teacherId: teacher.user.id,
      groupId: school.group.id,
      subjectId: school.subject.id,
    })
    const student = school.active[0]!
    const second = module.at(1, 2).id
    const call = { event_id: running.eventId, user_id: student.id, topic_id: second }
    expect(body<StudentNextStep>(await asTeacher().post('/nextSteps/pin', call)).next_step).toEqual({
      topic_id: second,
      pinned: true,
    })
    await t.app.ctx.db.delete(topics).where(eq(topics.id, second))
    const left = resultRows(
      await t.app.ctx.db.execute(sql`select 1 from next_step_pins where event_id = ${running.eventId}`),
    )
    expect(left).toEqual([])
    // No ratings: the first topic of the grid, 1/1.
    const steps = body<StudentNextStep[]>(
      await asTeacher().get('/nextSteps', { event_id: String(running.eventId) }),
    )
    expect(steps).toEqual([{ user_id: student.id, next_step: computed(module.at(1, 1).id) }])
  })
})

describe('the student’s own next step', () => {
  test('a student of another class, an event that does not exist: 404', async () => {
    const token = await tokenOf(stranger)
    expect(answer(await studentApi(t.app, token).get('/nextStep', { event_id: eventId }))).toEqual(notFound)
    expect(answer(await studentApi(t.app, token).get('/nextStep', { event_id: eventId + 1000 }))).toEqual(
      notFound,
    )
  })

  test('a member the teacher switched inactive still reads theirs, as their grid', async () => {
    // The inactive member rated a2 with 1, 1: 100 % but below the goal 4.
    expect(
      body<OwnNextStep>(
        await studentApi(t.app, await tokenOf(inactive)).get('/nextStep', { event_id: eventId }),
      ),
    ).toEqual({ next_step: computed(grid.a2) })
  })
})

/** A session of a student made straight in the database (the builders' students have none). */
async function tokenOf(student: UserRow): Promise<string> {
  const { issueApiToken } = await import('../../src/modules/auth/session.service')
  return issueApiToken(t.app.ctx, t.app.ctx.db, student.id)
}
