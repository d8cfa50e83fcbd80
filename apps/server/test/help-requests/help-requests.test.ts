import {
  helpRequestLimits,
  helpRequestMessages,
  ModuleStatus,
  type OwnHelpRequest,
  studentErrorMessages,
  studentMessages,
  studentSchoolMessages,
  textMessages,
} from '@lernraster/shared'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { activeModules, groupUsers, helpRequests } from '../../src/db/schema'
import { issueApiToken } from '../../src/modules/auth/session.service'
import { createGrid } from '../modules/module-builders'
import {
  createStudent,
  ok,
  plannedEvent,
  studentApi,
  studentInvalid,
  studentWorld,
} from '../student/student-builders'
import { answer, api, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { askForHelp, handle, helpWorld, teacherFeed } from './help-builders'

// Issue 19: a student asks for help on a topic of a module their class runs, with an optional line of
// text; the class's teacher and the module's owner see it and mark it handled. One open request per
// student and topic; a handled one stays in the teacher's feed for 14 days.

const t = useTestApp()
const now = () => t.clock.now().toISOString()
/** A new session for `who`: a test that moves the clock by weeks outlives the first one. */
const renewed = async (who: TestUser): Promise<TestUser> => ({
  ...who,
  token: await issueApiToken(t.app.ctx, t.app.ctx.db, who.user.id),
})
const rowsOf = (eventId: number) =>
  t.app.ctx.db.select().from(helpRequests).where(eq(helpRequests.eventId, eventId)).orderBy(helpRequests.id)

describe('the student asks for help', () => {
  test('on a topic, trimmed text; asking again while open updates the same request', async () => {
    const world = await helpWorld(t.app)
    const topic = world.grid.at(1, 1)
    const askedAt = now()
    const first = await askForHelp(t.app, world.student, {
      eventId: world.eventId,
      topicId: topic.id,
      text: '  Ich verstehe die Brüche nicht.  ',
    })
    expect(first).toEqual({
      id: first.id,
      event_id: world.eventId,
      topic_id: topic.id,
      text: 'Ich verstehe die Brüche nicht.',
      created_at: askedAt,
      handled_at: null,
    })
    t.clock.advanceMinutes(5)
    const again = await askForHelp(t.app, world.student, { eventId: world.eventId, topicId: topic.id })
    // Without text the line is emptied; the request keeps when it was first asked.
    expect(again).toEqual({ ...first, text: '' })
    expect(await rowsOf(world.eventId)).toHaveLength(1)
  })

  test('two requests at the same moment leave one open request', async () => {
    const world = await helpWorld(t.app)
    const topicId = world.grid.at(2, 1).id
    const answers = await Promise.all(
      ['Erste', 'Zweite'].map((text) =>
        askForHelp(t.app, world.student, { eventId: world.eventId, topicId, text }),
      ),
    )
    expect(answers[0]!.id).toBe(answers[1]!.id)
    const rows = await rowsOf(world.eventId)
    expect(rows).toHaveLength(1)
    expect(['Erste', 'Zweite']).toContain(rows[0]!.text)
  })

  test('after it was handled, asking again opens a new request; the student sees both, newest first', async () => {
    const world = await helpWorld(t.app)
    const topicId = world.grid.at(1, 1).id
    const first = await askForHelp(t.app, world.student, { eventId: world.eventId, topicId, text: 'A' })
    t.clock.advanceMinutes(10)
    const handledAt = now()
    await handle(t.app, world.teacher, first.id)
    t.clock.advanceMinutes(10)
    const second = await askForHelp(t.app, world.student, { eventId: world.eventId, topicId, text: 'B' })
    expect(second.id).not.toBe(first.id)
    expect(second).toMatchObject({ text: 'B', handled_at: null, created_at: now() })
    const own = ok<OwnHelpRequest[]>(
      await studentApi(t.app, world.student.token).get('/helpRequests', { event_id: world.eventId }),
    )
    expect(own).toEqual([second, { ...first, handled_at: handledAt }])
  })

  test('the text is checked: too long, characters that cannot be stored, not a string; ids required', async () => {
    const world = await helpWorld(t.app)
    const store = (payload: object) =>
      studentApi(t.app, world.student.token).post('/helpRequests/store', {
        event_id: world.eventId,
        topic_id: world.grid.at(1, 1).id,
        ...payload,
      })
    expect(answer(await store({ text: 'x'.repeat(helpRequestLimits.textMax + 1) }))).toEqual(
      studentInvalid({ text: [helpRequestMessages.textTooLong] }),
    )
    expect(answer(await store({ text: 'Hilfe\u0007' }))).toEqual(
      studentInvalid({ text: [textMessages.invalidCharacters] }),
    )
    expect(answer(await store({ text: 5 }))).toEqual(
      studentInvalid({ text: [helpRequestMessages.textInvalid] }),
    )
    // Exactly the limit is fine.
    expect((await store({ text: 'x'.repeat(helpRequestLimits.textMax) })).statusCode).toBe(200)
    const missing = await studentApi(t.app, world.student.token).post('/helpRequests/store', {
      text: 'Hilfe',
    })
    expect(answer(missing)).toEqual(
      studentInvalid({
        event_id: [studentSchoolMessages.idInvalid],
        topic_id: [studentSchoolMessages.idInvalid],
      }),
    )
    expect(answer(await studentApi(t.app, world.student.token).get('/helpRequests'))).toEqual(
      studentInvalid({ event_id: [studentSchoolMessages.idInvalid] }),
    )
  })

  test('another class, a homework, a topic of another module: not found or refused, nothing written', async () => {
    const world = await helpWorld(t.app)
    const stranger = await createStudent(t.app)
    const topicId = world.grid.at(1, 1).id
    const ask = (token: string, eventId: number, topic = topicId) =>
      studentApi(t.app, token).post('/helpRequests/store', { event_id: eventId, topic_id: topic })
    expect(answer(await ask(stranger.token, world.eventId))).toEqual(notFound)
    expect(
      answer(await studentApi(t.app, stranger.token).get('/helpRequests', { event_id: world.eventId })),
    ).toEqual(notFound)
    // A homework of the student's own class is no activation.
    const homeworkWorld = await studentWorld(t.app)
    const homework = await plannedEvent(t.app, homeworkWorld, 'homework', homeworkWorld.grid.at(1, 1).id, 2)
    const homeworkAsk = await ask(homeworkWorld.student.token, homework, homeworkWorld.grid.at(1, 1).id)
    expect(answer(homeworkAsk)).toEqual(notFound)
    const other = await createGrid(t.app, world.owner.user.id, {
      filled: { columns: 1, rows: 1, questions: 1 },
    })
    expect(answer(await ask(world.student.token, world.eventId, other.at(1, 1).id))).toEqual({
      status: 422,
      body: {
        code: 'validation',
        message: studentErrorMessages.validation,
        errors: { topic_id: [helpRequestMessages.notInActivation] },
      },
    })
    expect(await rowsOf(world.eventId)).toEqual([])
    expect(await rowsOf(homework)).toEqual([])
  })

  test('an inactive member or a finished module: the student is told why, and may still read their own', async () => {
    const world = await helpWorld(t.app)
    const topicId = world.grid.at(1, 1).id
    const earlier = await askForHelp(t.app, world.student, { eventId: world.eventId, topicId })
    const refused = (message: string) => ({ status: 403, body: { code: 'forbidden', message } })
    const ask = () =>
      studentApi(t.app, world.student.token).post('/helpRequests/store', {
        event_id: world.eventId,
        topic_id: world.grid.at(2, 1).id,
      })
    const membership = and(
      eq(groupUsers.groupId, world.group.id),
      eq(groupUsers.userId, world.student.user.id),
    )
    await t.app.ctx.db.update(groupUsers).set({ active: false }).where(membership)
    expect(answer(await ask())).toEqual(refused(studentMessages.memberInactive))
    await t.app.ctx.db.update(groupUsers).set({ active: true }).where(membership)
    await t.app.ctx.db
      .update(activeModules)
      .set({ statusId: ModuleStatus.finished })
      .where(eq(activeModules.eventId, world.eventId))
    expect(answer(await ask())).toEqual(refused(studentMessages.moduleFinished))
    expect(await rowsOf(world.eventId)).toHaveLength(1)
    const own = await studentApi(t.app, world.student.token).get('/helpRequests', { event_id: world.eventId })
    expect(answer(own)).toEqual({ status: 200, body: [earlier] })
  })

  test('removing the topic removes its requests', async () => {
    const world = await helpWorld(t.app)
    const [gone, kept] = [world.grid.at(1, 1).id, world.grid.at(2, 1).id]
    await askForHelp(t.app, world.student, { eventId: world.eventId, topicId: gone })
    await askForHelp(t.app, world.student, { eventId: world.eventId, topicId: kept })
    ok(await api(t.app, world.owner.token).post('/topics/remove', { id: gone }))
    expect((await rowsOf(world.eventId)).map((row) => row.topicId)).toEqual([kept])
  })
})

describe('the teacher sees and handles them', () => {
  test('the feed: names, topic, module, class; open first, then newest first; handled by whom', async () => {
    const world = await helpWorld(t.app)
    const [one, two] = [world.grid.at(1, 1), world.grid.at(2, 1)]
    const classmate = await createStudent(t.app)
    ok(await studentApi(t.app, classmate.token).post('/groups/join', { token: world.group.token }))
    const a = await askForHelp(t.app, world.student, { eventId: world.eventId, topicId: one.id, text: 'A' })
    t.clock.advanceMinutes(1)
    const b = await askForHelp(t.app, classmate, { eventId: world.eventId, topicId: one.id, text: 'B' })
    t.clock.advanceMinutes(1)
    const c = await askForHelp(t.app, world.student, { eventId: world.eventId, topicId: two.id, text: 'C' })
    t.clock.advanceMinutes(1)
    const handledAt = now()
    const handled = await handle(t.app, world.owner, c.id)
    const module = { module_id: world.grid.moduleId, group_name: world.group.name }
    const student = { user_id: world.student.user.id, firstname: 'Mia' }
    expect(handled).toMatchObject({
      ...c,
      ...module,
      ...student,
      handled_at: handledAt,
      handled_by_name: 'Otto Autor',
      topic_title: expect.any(String),
    })
    const feed = await teacherFeed(t.app, world.teacher)
    // Open first (b is newer than a), then the handled c, though it was asked last.
    expect(feed.map((request) => [request.id, request.text, request.handled_by_name])).toEqual([
      [b.id, 'B', ''],
      [a.id, 'A', ''],
      [c.id, 'C', 'Otto Autor'],
    ])
    expect(feed[0]).toMatchObject({ ...module, user_id: classmate.user.id, topic_id: one.id })
    expect(feed[2]).toEqual(handled)
    // The module's owner reads the same; with event_id the same activation.
    expect(await teacherFeed(t.app, world.owner)).toEqual(feed)
    expect(await teacherFeed(t.app, world.teacher, world.eventId)).toEqual(feed)
  })

  test('handling again changes nothing: who and when stay those of the first', async () => {
    const world = await helpWorld(t.app)
    const asked = await askForHelp(t.app, world.student, {
      eventId: world.eventId,
      topicId: world.grid.at(1, 1).id,
    })
    const first = await handle(t.app, world.teacher, asked.id)
    t.clock.advanceMinutes(3)
    expect(await handle(t.app, world.owner, asked.id)).toEqual(first)
    expect(first.handled_by_name).toBe('Vreni Muster')
    const [row] = await rowsOf(world.eventId)
    expect(row!.handledBy).toBe(world.teacher.user.id)
  })

  test('with event_id: only that activation; another activation of the teacher stays out', async () => {
    const world = await helpWorld(t.app)
    const second = await helpWorld(t.app)
    // The second world's class is run by the first world's teacher too.
    await t.app.ctx.db
      .update(activeModules)
      .set({ teacherId: world.teacher.user.id })
      .where(eq(activeModules.eventId, second.eventId))
    const mine = await askForHelp(t.app, world.student, {
      eventId: world.eventId,
      topicId: world.grid.at(1, 1).id,
    })
    const theirs = await askForHelp(t.app, second.student, {
      eventId: second.eventId,
      topicId: second.grid.at(1, 1).id,
    })
    expect((await teacherFeed(t.app, world.teacher)).map((request) => request.id)).toEqual([
      theirs.id,
      mine.id,
    ])
    expect((await teacherFeed(t.app, world.teacher, world.eventId)).map((request) => request.id)).toEqual([
      mine.id,
    ])
    expect(await teacherFeed(t.app, world.teacher, second.eventId)).toHaveLength(1)
    // The second class's own teacher no longer runs it.
    const former = await api(t.app, second.teacher.token).get('/helpRequests', {
      event_id: String(second.eventId),
    })
    expect(answer(former)).toEqual(notFound)
    const other = await api(t.app, second.owner.token).get('/helpRequests', {
      event_id: String(world.eventId),
    })
    expect(answer(other)).toEqual(notFound)
  })

  test('handled ones stay 14 days by the server clock; open ones stay however old', async () => {
    const world = await helpWorld(t.app)
    const old = await askForHelp(t.app, world.student, {
      eventId: world.eventId,
      topicId: world.grid.at(1, 1).id,
    })
    const done = await askForHelp(t.app, world.student, {
      eventId: world.eventId,
      topicId: world.grid.at(2, 1).id,
    })
    await handle(t.app, world.teacher, done.id)
    const days14 = 14 * 24 * 60
    t.clock.advanceMinutes(days14)
    const teacher = await renewed(world.teacher)
    const student = await renewed(world.student)
    // Handled exactly 14 days ago: still shown.
    expect((await teacherFeed(t.app, teacher)).map((request) => request.id)).toEqual([old.id, done.id])
    t.clock.advanceMinutes(1)
    expect((await teacherFeed(t.app, teacher)).map((request) => request.id)).toEqual([old.id])
    expect((await teacherFeed(t.app, teacher, world.eventId)).map((request) => request.id)).toEqual([old.id])
    // The student still sees their own, handled ones included.
    const own = ok<OwnHelpRequest[]>(
      await studentApi(t.app, student.token).get('/helpRequests', { event_id: world.eventId }),
    )
    expect(own.map((request) => request.id)).toEqual([done.id, old.id])
    const openRows = await t.app.ctx.db
      .select()
      .from(helpRequests)
      .where(and(eq(helpRequests.eventId, world.eventId), isNull(helpRequests.handledAt)))
    expect(openRows).toHaveLength(1)
  })

  test('a request the caller may not read: 404, and it stays open', async () => {
    const world = await helpWorld(t.app)
    const other = await helpWorld(t.app)
    const asked = await askForHelp(t.app, world.student, {
      eventId: world.eventId,
      topicId: world.grid.at(1, 1).id,
    })
    expect(
      answer(await api(t.app, other.teacher.token).post('/helpRequests/handle', { id: asked.id })),
    ).toEqual(notFound)
    expect(
      answer(await api(t.app, world.teacher.token).post('/helpRequests/handle', { id: 2_000_000 })),
    ).toEqual(notFound)
    expect((await rowsOf(world.eventId))[0]!.handledAt).toBeNull()
  })
})
