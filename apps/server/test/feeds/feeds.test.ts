import { ChangeKind, ChangeSubject } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { modules, studentFeedbacks, type UserRow, users } from '../../src/db/schema'
import { createGrid, type FilledGrid } from '../modules/module-builders'
import { createClass, createSubjectRow, insertStudents } from '../school/school-builders'
import { answer, api, createUser, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  type Activation,
  insertActivation,
  insertChange,
  insertFeedback,
  insertPurchase,
  insertRatings,
  minutesFromNow,
  shareModule,
  statementsOf,
} from './feed-builders'

const t = useTestApp()

// The teacher runs their module M in 7a (active) and 7b (finished) and a colleague's module S (shared
// with them) in 7c. The colleague runs their own module O and, in 9a, the teacher's module M.
let teacher: TestUser
let colleague: TestUser
let newcomer: TestUser
let m: FilledGrid
let s: FilledGrid
let o: FilledGrid
let bought: FilledGrid
let act: { a7: Activation; b7: Activation; c7: Activation; o9: Activation; m9: Activation }
let classes: Record<'a7' | 'b7' | 'c7' | 'a9', { id: number; name: string; token: string }>
let students: UserRow[]
const at = (minutes: number) => minutesFromNow(t.app, minutes)

beforeAll(async () => {
  ;[teacher, colleague, newcomer] = await Promise.all([
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
  ])
  await t.app.ctx.db
    .update(users)
    .set({ firstname: 'Beat', lastname: 'Huber' })
    .where(eq(users.id, colleague.user.id))
  const shape = { columns: 2, rows: 2, questions: 1 }
  m = await createGrid(t.app, teacher.user.id, { name: 'M', filled: shape })
  s = await createGrid(t.app, colleague.user.id, { name: 'S', filled: shape })
  o = await createGrid(t.app, colleague.user.id, { name: 'O', filled: shape })
  bought = await createGrid(t.app, colleague.user.id, { name: 'Gekauft', filled: shape })
  students = await insertStudents(t.app, [
    { firstname: 'Lea', lastname: 'Frei' },
    { firstname: 'Noah', lastname: 'Graf' },
  ])
  const mine = await createSubjectRow(t.app, teacher.user.id, 'Mathematik', 'M')
  const theirs = await createSubjectRow(t.app, colleague.user.id, 'Mathematik', 'M')
  classes = {
    a7: await createClass(t.app, teacher.user.id, '7a', students),
    b7: await createClass(t.app, teacher.user.id, '7b', students),
    c7: await createClass(t.app, teacher.user.id, '7c', students),
    a9: await createClass(t.app, colleague.user.id, '9a', students),
  }
  const activate = (who: TestUser, grid: FilledGrid, groupId: number, subjectId: number, finished = false) =>
    insertActivation(t.app, { teacherId: who.user.id, moduleId: grid.moduleId, groupId, subjectId, finished })
  act = {
    a7: await activate(teacher, m, classes.a7.id, mine.id),
    b7: await activate(teacher, m, classes.b7.id, mine.id, true),
    c7: await activate(teacher, s, classes.c7.id, mine.id),
    o9: await activate(colleague, o, classes.a9.id, theirs.id),
    m9: await activate(colleague, m, classes.a9.id, theirs.id),
  }
})

const ids = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((row) => row.id)
const get = (who: TestUser, path: string, query: Record<string, string> = {}) =>
  api(t.app, who.token).get(path, query)

describe('GET /evaluations/newest', () => {
  test("the newest ratings of the teacher's running activations, a page at a time", async () => {
    const [lea, noah] = students as [(typeof students)[0], (typeof students)[0]]
    const q = (column: number, row: number) => m.at(column, row).questionIds[0]!
    const rated = await insertRatings(t.app, [
      { eventId: act.a7.eventId, userId: lea.id, questionId: q(1, 1), at: at(1) },
      { eventId: act.a7.eventId, userId: noah.id, questionId: q(1, 1), at: at(3) },
      { eventId: act.c7.eventId, userId: lea.id, questionId: s.at(1, 1).questionIds[0]!, at: at(3) },
      { eventId: act.a7.eventId, userId: lea.id, questionId: q(2, 1), grade: 3.5, goal: 4.5, at: at(4) },
      // Not the teacher's: a finished activation, and the colleague's classes (also running M).
      { eventId: act.b7.eventId, userId: lea.id, questionId: q(1, 1), at: at(9) },
      { eventId: act.o9.eventId, userId: lea.id, questionId: o.at(1, 1).questionIds[0]!, at: at(9) },
      { eventId: act.m9.eventId, userId: lea.id, questionId: q(1, 1), at: at(9) },
      // A 0 is "not rated yet": the feed shows grades 1 to 6 (docs/product/progress.md "What counts").
      { eventId: act.a7.eventId, userId: noah.id, questionId: q(2, 2), grade: 0, at: at(9) },
    ])
    const feed = await get(teacher, '/evaluations/newest')
    // Newest first; of two at the same moment, the later written first.
    expect(ids(feed)).toEqual([rated[3], rated[2], rated[1], rated[0]])
    expect(feed.json()[0]).toEqual({
      id: rated[3],
      grade: 3.5,
      goal: 4.5,
      updated_at: at(4).toISOString(),
      user: { id: lea.id, firstname: 'Lea', lastname: 'Frei' },
      question: {
        id: q(2, 1),
        title: expect.any(String),
        topic: { id: m.at(2, 1).id, title: 'Thema 2.1', column: 2, row: 1 },
      },
      active_module: { id: act.a7.id, module_id: m.moduleId, name: 'M' },
      event: { id: act.a7.eventId, group: classes.a7 },
    })
    expect(ids(await get(teacher, '/evaluations/newest', { skip: '1', take: '2' }))).toEqual([
      rated[2],
      rated[1],
    ])
    expect(ids(await get(teacher, '/evaluations/newest', { skip: '4' }))).toEqual([])
    expect(ids(await get(colleague, '/evaluations/newest'))).toEqual([rated[6], rated[5]])
    expect(await statementsOf(t, () => get(teacher, '/evaluations/newest'))).toBe(
      await statementsOf(t, () => get(newcomer, '/evaluations/newest')),
    )
  })

  test('refuses a page beyond the bounds', async () => {
    const pages: Record<string, string>[] = [
      { take: '257' },
      { take: '0' },
      { skip: '-1' },
      { skip: '10001' },
      { take: 'x' },
    ]
    for (const query of pages) {
      const response = await get(teacher, '/evaluations/newest', query)
      expect(response.statusCode, JSON.stringify(query)).toBe(422)
      expect(Object.keys(response.json().errors), JSON.stringify(query)).toEqual(Object.keys(query))
    }
    for (const path of ['/synchronizations/getChanges', '/feedbacks/newest']) {
      expect((await get(teacher, path, { take: '257' })).statusCode, path).toBe(422)
    }
  })
})

describe('GET /synchronizations/getChanges', () => {
  test("the owners' changes of modules shared with or bought by the teacher since they got them", async () => {
    await shareModule(t.app, s.moduleId, teacher.user.id, at(2))
    await insertPurchase(t.app, bought.moduleId, teacher.user.id, at(2))
    await shareModule(t.app, m.moduleId, colleague.user.id, at(2))
    const change = (grid: FilledGrid, who: TestUser, minutes: number, name: string) =>
      insertChange(t.app, {
        moduleId: grid.moduleId,
        userId: who.user.id,
        subject: ChangeSubject.topic,
        kind: ChangeKind.updated,
        name,
        at: at(minutes),
      })
    const before = await change(s, colleague, 1, 'vor dem Teilen')
    const atReceipt = await change(s, colleague, 2, 'beim Teilen')
    const added = await insertChange(t.app, {
      moduleId: s.moduleId,
      userId: colleague.user.id,
      subject: ChangeSubject.question,
      kind: ChangeKind.new,
      name: 'Ich kann teilen',
      at: at(3),
    })
    const own = await change(s, teacher, 4, 'vom Lehrer selbst')
    const onBought = await change(bought, colleague, 5, 'im gekauften Modul')
    const onMine = await change(m, teacher, 6, 'im eigenen Modul')
    const unshared = await change(o, colleague, 7, 'nicht geteilt')
    await t.app.ctx.db.update(modules).set({ name: 'S neu' }).where(eq(modules.id, s.moduleId))

    const feed = await get(teacher, '/synchronizations/getChanges')
    expect(ids(feed)).toEqual([onBought, added])
    expect(feed.json()[1]).toEqual({
      id: added,
      module_id: s.moduleId,
      module_name: 'S neu',
      type: 'question',
      name: 'Ich kann teilen',
      feed_status_name: 'new',
      from_user_firstname: 'Beat',
      from_user_lastname: 'Huber',
      created_at: at(3).toISOString(),
    })
    expect(ids(await get(teacher, '/synchronizations/getChanges', { take: '1' }))).toEqual([onBought])
    // The colleague, who got M shared, sees the teacher's change of it, and nothing of their own.
    expect(ids(await get(colleague, '/synchronizations/getChanges'))).toEqual([onMine])
    for (const left of [before, atReceipt, own, unshared]) expect(ids(feed)).not.toContain(left)
    expect(await statementsOf(t, () => get(teacher, '/synchronizations/getChanges'))).toBe(
      await statementsOf(t, () => get(newcomer, '/synchronizations/getChanges')),
    )
  })
})

describe('GET /feedbacks/newest and POST /feedbacks/toggleSolved', () => {
  test("feedback on the teacher's modules and in the teacher's classes; solved flips both ways", async () => {
    const [lea, noah] = students as [(typeof students)[0], (typeof students)[0]]
    const give = (activation: Activation, questionId: number, minutes: number, userId = lea.id) =>
      insertFeedback(t.app, { userId, questionId, eventId: activation.eventId, at: at(minutes), typeId: 2 })
    const inMyClass = await give(act.a7, m.at(1, 2).questionIds[0]!, 1)
    const onTheirModule = await give(act.c7, s.at(2, 2).questionIds[0]!, 2, noah.id)
    const onMyModuleInTheirClass = await give(act.m9, m.at(1, 1).questionIds[0]!, 3)
    const theirsOnly = await give(act.o9, o.at(1, 1).questionIds[0]!, 4)

    const feed = await get(teacher, '/feedbacks/newest')
    expect(ids(feed)).toEqual([onMyModuleInTheirClass, onTheirModule, inMyClass])
    expect(feed.json()[1]).toEqual({
      id: onTheirModule,
      content: 'Ich verstehe die Frage nicht.',
      solved: false,
      created_at: at(2).toISOString(),
      user: { id: noah.id, firstname: 'Noah', lastname: 'Graf' },
      feedback_type: { id: 2, name: 'mistake', title: 'Fehler entdeckt', icon: 'bug' },
      question: {
        id: s.at(2, 2).questionIds[0],
        title: expect.any(String),
        topic: { id: s.at(2, 2).id, title: 'Thema 2.2' },
      },
      module: { id: s.moduleId, name: 'S neu' },
      group: { id: classes.c7.id, name: '7c' },
    })
    expect(ids(await get(teacher, '/feedbacks/newest', { take: '2' }))).toEqual([
      onMyModuleInTheirClass,
      onTheirModule,
    ])
    expect(ids(await get(colleague, '/feedbacks/newest'))).toEqual([
      theirsOnly,
      onMyModuleInTheirClass,
      onTheirModule,
    ])

    const toggle = (who: TestUser, id: number) =>
      api(t.app, who.token).post('/feedbacks/toggleSolved', { student_feedback_question_id: id })
    expect(answer(await toggle(teacher, inMyClass))).toEqual({
      status: 200,
      body: { id: inMyClass, solved: true },
    })
    expect((await get(teacher, '/feedbacks/newest')).json()[2]).toMatchObject({ id: inMyClass, solved: true })
    expect(answer(await toggle(teacher, inMyClass))).toEqual({
      status: 200,
      body: { id: inMyClass, solved: false },
    })
    const rows = () => t.app.ctx.db.select().from(studentFeedbacks).orderBy(asc(studentFeedbacks.id))
    const before = await rows()
    expect(answer(await toggle(teacher, theirsOnly))).toEqual(notFound)
    expect(answer(await toggle(newcomer, inMyClass))).toEqual(notFound)
    expect(answer(await toggle(teacher, 999_999))).toEqual(notFound)
    expect(await rows()).toEqual(before)
    expect(await statementsOf(t, () => get(teacher, '/feedbacks/newest'))).toBe(
      await statementsOf(t, () => get(newcomer, '/feedbacks/newest')),
    )
  })
})
