import { EventType, ModuleStatus } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { blocks, modules, questions, users } from '../../src/db/schema'
import { createGrid, type FilledGrid, insertFile, insertModule } from '../modules/module-builders'
import {
  addMembers,
  createClass,
  createEvent,
  createSubjectRow,
  daysFromNow,
  insertStudents,
} from '../school/school-builders'
import { answer, api, createUser, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { classWithStudents, insertActivation, rate, shareModule } from './activation-builders'

// One small class with known ratings, read back through every list and detail of an activation.

const t = useTestApp()
let teacher: TestUser
let colleague: TestUser
const iso = () => t.app.ctx.clock.now().toISOString()
const client = () => api(t.app, teacher.token)

interface Dataset {
  grid: FilledGrid
  coverPath: string
  /** Ada, Ben and Cem active, Dora inactive. */
  group: { id: number; name: string; token: string }
  subject: { id: number; token: string; title: string }
  students: Record<'ada' | 'ben' | 'cem' | 'dora', number>
  /** q[i]: the module's questions as created (block 1: q[0], q[1]; block 2: q[2], q[3]). */
  q: number[]
  running: { id: number; eventId: number; createdAt: string; lastActivity: string }
  shared: { id: number; eventId: number; moduleId: number; createdAt: string }
  finished: { id: number; eventId: number }
}
let data: Dataset

/**
 * The teacher's module (4 questions) runs in class 7a; the blocks and the questions of block 1 are
 * swapped, so the grid's order is q[2], q[3], q[1], q[0]. A colleague's module, shared with the
 * teacher and published in the store, runs in a second class; a finished run in a third.
 */
async function prepare(): Promise<Dataset> {
  const db = t.app.ctx.db
  const owner = teacher.user.id
  const grid = await createGrid(t.app, owner, {
    name: 'Brüche',
    description: 'Erweitern und kürzen',
    filled: { columns: 2, rows: 1, questions: 2 },
  })
  const cover = await insertFile(t.app, owner)
  await db.update(modules).set({ coverFileId: cover.id }).where(eq(modules.id, grid.moduleId))
  const [first, second] = grid.blocks
  await db.update(blocks).set({ order: 3 }).where(eq(blocks.id, first!.id))
  await db.update(blocks).set({ order: 1 }).where(eq(blocks.id, second!.id))
  await db.update(blocks).set({ order: 2 }).where(eq(blocks.id, first!.id))
  const q = [...grid.at(1, 1).questionIds, ...grid.at(2, 1).questionIds]
  await db.update(questions).set({ order: 2 }).where(eq(questions.id, q[0]!))
  await db.update(questions).set({ order: 1 }).where(eq(questions.id, q[1]!))

  const [ada, ben, cem, dora] = await insertStudents(t.app, [
    { firstname: 'Ada', lastname: 'Zeller' },
    { firstname: 'Ben', lastname: 'Ähnlich' },
    { firstname: 'Cem', lastname: 'Bauer' },
    { firstname: 'Dora', lastname: 'Bauer' },
  ])
  const group = await createClass(t.app, owner, '7a', [ada!, ben!, cem!])
  await addMembers(t.app, group.id, [dora!], { active: false })
  const subject = await createSubjectRow(t.app, owner, 'Mathematik', 'M')

  const runningCreatedAt = iso()
  const running = await insertActivation(t.app, {
    moduleId: grid.moduleId,
    teacherId: owner,
    groupId: group.id,
    subjectId: subject.id,
  })
  t.clock.advanceMinutes(10)
  await rate(t.app, { eventId: running.eventId, userId: ada!.id, questionIds: q, grades: [4, 5, 5, 6] })
  t.clock.advanceMinutes(10)
  await rate(t.app, { eventId: running.eventId, userId: ben!.id, questionIds: q, grades: [3, 4.5, 5] })
  // A 0 is "not rated yet" (docs/product/progress.md "What counts"): Cem has not started, and nothing of it
  // counts.
  await rate(t.app, { eventId: running.eventId, userId: cem!.id, questionIds: q, grades: [0] })
  const lastActivity = iso()
  t.clock.advanceMinutes(10)
  // An inactive student's ratings count nowhere in the summary, not even as the last activity.
  await rate(t.app, { eventId: running.eventId, userId: dora!.id, questionIds: q, grades: [6, 6] })

  const store = await insertModule(t.app, colleague.user.id, { statusId: ModuleStatus.published })
  const sharedModule = await createGrid(t.app, colleague.user.id, {
    name: 'Geometrie',
    publishedModuleId: store.id,
    filled: { columns: 1, rows: 1, questions: 3 },
  })
  await shareModule(t.app, sharedModule.moduleId, owner)
  const sharedClass = await classWithStudents(t.app, owner, { active: 1 })
  t.clock.advanceMinutes(10)
  const sharedCreatedAt = iso()
  const shared = await insertActivation(t.app, {
    moduleId: sharedModule.moduleId,
    teacherId: owner,
    groupId: sharedClass.group.id,
    subjectId: sharedClass.subject.id,
  })
  const finishedClass = await classWithStudents(t.app, owner, { active: 1 })
  const finished = await insertActivation(t.app, {
    moduleId: grid.moduleId,
    teacherId: owner,
    groupId: finishedClass.group.id,
    subjectId: finishedClass.subject.id,
    finished: true,
  })
  // Another teacher's run of the teacher's module is not in the teacher's lists.
  await shareModule(t.app, grid.moduleId, colleague.user.id)
  const theirs = await classWithStudents(t.app, colleague.user.id, { active: 1 })
  await insertActivation(t.app, {
    moduleId: grid.moduleId,
    teacherId: colleague.user.id,
    groupId: theirs.group.id,
    subjectId: theirs.subject.id,
  })
  return {
    grid,
    coverPath: cover.path,
    group,
    subject: { id: subject.id, token: 'M', title: 'Mathematik' },
    students: { ada: ada!.id, ben: ben!.id, cem: cem!.id, dora: dora!.id },
    q,
    running: { ...running, createdAt: runningCreatedAt, lastActivity },
    shared: { ...shared, moduleId: sharedModule.moduleId, createdAt: sharedCreatedAt },
    finished,
  }
}

beforeAll(async () => {
  teacher = await createUser(t.app)
  colleague = await createUser(t.app)
  await t.app.ctx.db
    .update(users)
    .set({ firstname: 'Urs', lastname: 'Kolleg' })
    .where(eq(users.id, colleague.user.id))
  data = await prepare()
})

/** Statements one call sends: the session's and its own. */
async function statements(call: () => Promise<unknown>) {
  const before = t.app.ctx.database.queries.count
  await call()
  return t.app.ctx.database.queries.count - before
}

describe('the Active tab lists', () => {
  test('GET /modules/active: the running modules, newest first, with exact progress numbers', async () => {
    const response = await client().get('/modules/active')
    expect(response.statusCode).toBe(200)
    const [shared, running, ...rest] = response.json()
    expect(rest).toEqual([])
    expect(running).toEqual({
      id: data.running.id,
      module_id: data.grid.moduleId,
      name: 'Brüche',
      description: 'Erweitern und kürzen',
      status_id: ModuleStatus.active,
      status: { name: 'active', title: 'Aktiv' },
      cover_path: data.coverPath,
      beta: true,
      is_owner: true,
      author: { firstname: 'Vreni', lastname: 'Muster' },
      event_id: data.running.eventId,
      group_name: '7a',
      group: { id: data.group.id, name: '7a', token: data.group.token, active_users: 3 },
      subject_id: data.subject.id,
      subject: data.subject,
      // 7 ratings of 3 active students on 4 questions: 7 / 12 = 58 %; (4+5+5+6+3+4.5+5) / 7 = 4.642...
      progress: {
        students: 3,
        students_started: 2,
        questions: 4,
        evaluations: 7,
        progress: 58,
        average: 4.64,
        last_activity_at: data.running.lastActivity,
      },
      created_at: data.running.createdAt,
      updated_at: data.running.createdAt,
    })
    expect(shared).toMatchObject({
      id: data.shared.id,
      module_id: data.shared.moduleId,
      name: 'Geometrie',
      cover_path: null,
      beta: false,
      is_owner: false,
      author: { firstname: 'Urs', lastname: 'Kolleg' },
      progress: {
        students: 1,
        students_started: 0,
        questions: 3,
        evaluations: 0,
        progress: 0,
        average: null,
        last_activity_at: null,
      },
      created_at: data.shared.createdAt,
    })
    expect(await statements(() => client().get('/modules/active'))).toBe(2)
  })

  test('GET /modules/finished: the finished run only, in one statement too', async () => {
    const response = await client().get('/modules/finished')
    expect(response.statusCode).toBe(200)
    expect(response.json().map((row: { id: number; status_id: number }) => [row.id, row.status_id])).toEqual([
      [data.finished.id, ModuleStatus.finished],
    ])
    expect(await statements(() => client().get('/modules/finished'))).toBe(2)
  })
})

describe("an activation's event and its ratings", () => {
  test('GET /events/byId: class, subject and activation of a module event; a homework has none', async () => {
    const response = await client().get('/events/byId', { event_id: String(data.running.eventId) })
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        id: data.running.eventId,
        event_type_id: EventType.module,
        group: { id: data.group.id, name: '7a', token: data.group.token, active_users: 3 },
        subject: data.subject,
        topic_id: null,
        starts_at: data.running.createdAt,
        due_at: data.running.createdAt,
        active_module: {
          id: data.running.id,
          module_id: data.grid.moduleId,
          name: 'Brüche',
          status_id: ModuleStatus.active,
        },
      },
    })
    const topicId = data.grid.at(1, 1).id
    const homework = await createEvent(t.app, {
      type: 'homework',
      teacherId: teacher.user.id,
      groupId: data.group.id,
      subjectId: data.subject.id,
      topicId,
      dueAt: daysFromNow(t.app, 2),
    })
    const homeworkAnswer = (await client().get('/events/byId', { event_id: String(homework) })).json()
    expect(homeworkAnswer).toMatchObject({
      event_type_id: EventType.homework,
      topic_id: topicId,
      active_module: null,
    })
    expect(answer(await client().get('/events/byId', { event_id: '999999' }))).toEqual(notFound)
  })

  test('GET /evaluations/byEventId: students by German name order, each in grid order, in one statement', async () => {
    const response = await client().get('/evaluations/byEventId', { event_id: String(data.running.eventId) })
    expect(response.statusCode).toBe(200)
    const rows = response.json() as {
      user: { id: number }
      question_id: number
      grade: number
      goal: number
    }[]
    const { q, students } = data
    expect(rows.map((row) => [row.user.id, row.question_id, row.grade])).toEqual([
      [students.ben, q[2], 5],
      [students.ben, q[1], 4.5],
      [students.ben, q[0], 3],
      // The raw list keeps a 0 and an inactive student's ratings; the statistics leave them out.
      [students.cem, q[0], 0],
      [students.dora, q[1], 6],
      [students.dora, q[0], 6],
      [students.ada, q[2], 5],
      [students.ada, q[3], 6],
      [students.ada, q[1], 5],
      [students.ada, q[0], 4],
    ])
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      question_id: q[2],
      grade: 5,
      goal: 4,
      user: { id: students.ben, firstname: 'Ben', lastname: 'Ähnlich' },
      updated_at: data.running.lastActivity,
    })
    const query = { event_id: String(data.running.eventId) }
    // The session, the archive check (decision 051) and the one statement.
    expect(await statements(() => client().get('/evaluations/byEventId', query))).toBe(3)
  })

  test('GET /modules/byId: a module with an activation of any status cannot be rearranged', async () => {
    const blockedBy = async (id: number) =>
      (await client().get('/modules/byId', { id: String(id) })).json().rearrange_blocked_by
    expect(await blockedBy(data.grid.moduleId)).toBe('active')
    const onlyFinished = await createGrid(t.app, teacher.user.id)
    const place = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    expect(await blockedBy(onlyFinished.moduleId)).toBeNull()
    await insertActivation(t.app, {
      moduleId: onlyFinished.moduleId,
      teacherId: teacher.user.id,
      groupId: place.group.id,
      subjectId: place.subject.id,
      finished: true,
    })
    expect(await blockedBy(onlyFinished.moduleId)).toBe('active')
  })
})
