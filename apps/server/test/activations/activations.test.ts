import { EventType, ModuleStatus, moduleMessages, trashMessages } from '@lernraster/shared'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { activeModules, blocks, events, topics } from '../../src/db/schema'
import { createGrid, insertModule } from '../modules/module-builders'
import { createEvent, daysFromNow } from '../school/school-builders'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  activationSnapshot,
  activationsOfModule,
  classWithStudents,
  insertActivation,
  leaveFeedback,
  rate,
  shareModule,
} from './activation-builders'

const t = useTestApp()
let teacher: TestUser
let stranger: TestUser
let colleague: TestUser
beforeAll(async () => {
  ;[teacher, stranger, colleague] = await Promise.all([
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
  ])
})

const client = (who: TestUser) => api(t.app, who.token)
const activate = (who: TestUser, body: object) => client(who).post('/modules/activate', body)
const readyModule = (ownerId: number, fields: { statusId?: number } = {}) =>
  createGrid(t.app, ownerId, { ...fields, filled: { columns: 1, rows: 1, questions: 2 } })
const eventRow = async (id: number) => (await t.app.ctx.db.select().from(events).where(eq(events.id, id)))[0]
const isActivated = {
  status: 409,
  body: { code: 'isActivated', message: 'Bereits für diese Klasse aktiviert' },
}

describe('POST /modules/activate', () => {
  test('creates an event of type 3 and an active module for the class and subject, both at the clock time', async () => {
    const grid = await readyModule(teacher.user.id)
    const { group, subject } = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    t.clock.advanceMinutes(3)
    const now = t.clock.now()
    const response = await activate(teacher, {
      id: grid.moduleId,
      group_id: group.id,
      subject_id: subject.id,
    })
    expect(answer(response)).toEqual({
      status: 200,
      body: { id: expect.any(Number), event_id: expect.any(Number) },
    })
    const { id, event_id } = response.json()
    expect(await activationsOfModule(t.app, grid.moduleId)).toEqual([
      {
        id,
        moduleId: grid.moduleId,
        eventId: event_id,
        groupId: group.id,
        teacherId: teacher.user.id,
        statusId: ModuleStatus.active,
        // Issue 19: the teacher's ratings stay with the teacher until released.
        teacherRatingsReleased: false,
        createdAt: now,
        updatedAt: now,
      },
    ])
    expect(await eventRow(event_id)).toEqual({
      id: event_id,
      eventTypeId: EventType.module,
      teacherId: teacher.user.id,
      groupId: group.id,
      subjectId: subject.id,
      topicId: null,
      startsAt: now,
      dueAt: now,
      createdAt: now,
      writable: true,
    })
  })

  test('every refusal answers as the spec says and writes nothing', async () => {
    const owner = teacher.user.id
    const grid = await readyModule(owner)
    const { group, subject } = await classWithStudents(t.app, owner, { active: 2 })
    const inactiveOnly = await classWithStudents(t.app, owner, { active: 0, inactive: 2 })
    const others = await classWithStudents(t.app, stranger.user.id, { active: 1 })
    const strangersModule = await readyModule(stranger.user.id)
    const awaiting = await readyModule(owner, { statusId: ModuleStatus.awaitingConfirmation })
    const declined = await readyModule(owner, { statusId: ModuleStatus.confirmationDeclined })
    // A block with a topic but no question: nothing to rate.
    const empty = await insertModule(t.app, owner)
    const [block] = await t.app.ctx.db
      .insert(blocks)
      .values({ moduleId: empty.id, name: 'B', order: 1 })
      .returning()
    await t.app.ctx.db.insert(topics).values({ blockId: block!.id, title: 'Leer', order: 1 })
    await insertActivation(t.app, {
      moduleId: grid.moduleId,
      teacherId: owner,
      groupId: group.id,
      subjectId: subject.id,
    })
    const target = { group_id: group.id, subject_id: subject.id }
    const fresh = await readyModule(owner)

    const cases: [string, object, unknown][] = [
      [
        'no class and no subject chosen',
        { id: fresh.moduleId },
        invalid({
          group_id: [moduleMessages.activateGroupRequired],
          subject_id: [moduleMessages.activateSubjectRequired],
        }),
      ],
      [
        'class 0',
        { id: fresh.moduleId, group_id: 0, subject_id: subject.id },
        invalid({ group_id: [moduleMessages.activateGroupRequired] }),
      ],
      ["another teacher's module", { id: strangersModule.moduleId, ...target }, notFound],
      ['a missing module', { id: 999_999, ...target }, notFound],
      [
        'awaiting confirmation',
        { id: awaiting.moduleId, ...target },
        invalid({ id: [moduleMessages.activateNotAllowed] }),
      ],
      [
        'confirmation declined',
        { id: declined.moduleId, ...target },
        invalid({ id: [moduleMessages.activateNotAllowed] }),
      ],
      [
        "another teacher's class",
        { id: fresh.moduleId, group_id: others.group.id, subject_id: subject.id },
        notFound,
      ],
      [
        "another teacher's subject",
        { id: fresh.moduleId, group_id: group.id, subject_id: others.subject.id },
        notFound,
      ],
      [
        'no question in the module',
        { id: empty.id, ...target },
        invalid({ id: [moduleMessages.activateNeedsContent] }),
      ],
      [
        'no active student',
        { id: fresh.moduleId, group_id: inactiveOnly.group.id, subject_id: subject.id },
        invalid({ group_id: [moduleMessages.activateNoActiveStudents] }),
      ],
      ['already running with the class', { id: grid.moduleId, ...target }, isActivated],
    ]
    const before = await activationSnapshot(t.app)
    for (const [name, body, expected] of cases) {
      expect(answer(await activate(teacher, body)), name).toEqual(expected)
    }
    expect(await activationSnapshot(t.app)).toEqual(before)
    expect(moduleMessages.activateNoActiveStudents).toBe(
      "Es gibt keine aktiven Schüler in dieser Klasse. Das Modul kann nicht auf 'aktiv' gesetzt werden.",
    )
  })

  test('two activations of one module for one class at the same moment make one activation and one event', async () => {
    const grid = await readyModule(teacher.user.id)
    const { group, subject } = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const body = { id: grid.moduleId, group_id: group.id, subject_id: subject.id }
    const responses = await Promise.all([activate(teacher, body), activate(teacher, body)])
    const winner = responses.find((response) => response.statusCode === 200)
    const loser = responses.find((response) => response !== winner)!
    expect(answer(loser)).toEqual(isActivated)
    expect(await activationsOfModule(t.app, grid.moduleId)).toEqual([
      expect.objectContaining({ id: winner?.json().id, eventId: winner?.json().event_id }),
    ])
    // The loser's event went with its rollback.
    const classEvents = await t.app.ctx.db.select().from(events).where(eq(events.groupId, group.id))
    expect(classEvents.map((event) => event.id)).toEqual([winner?.json().event_id])
  })

  test("a shared module runs with the receiver's own classes only", async () => {
    const grid = await readyModule(teacher.user.id)
    await shareModule(t.app, grid.moduleId, colleague.user.id)
    const own = await classWithStudents(t.app, colleague.user.id, { active: 1 })
    const owners = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const response = await activate(colleague, {
      id: grid.moduleId,
      group_id: own.group.id,
      subject_id: own.subject.id,
    })
    expect(response.statusCode).toBe(200)
    const [activation] = await activationsOfModule(t.app, grid.moduleId)
    expect(activation).toMatchObject({
      id: response.json().id,
      teacherId: colleague.user.id,
      groupId: own.group.id,
    })
    const intoOwners = { id: grid.moduleId, group_id: owners.group.id, subject_id: own.subject.id }
    expect(answer(await activate(colleague, intoOwners))).toEqual(notFound)
    expect(await activationsOfModule(t.app, grid.moduleId)).toHaveLength(1)
  })
})

describe('finishing and removing an activation', () => {
  test("toggleFinished flips active and finished, and only for the activation's teacher", async () => {
    // The colleague runs the teacher's module: the run is the colleague's, not the module owner's.
    const grid = await readyModule(teacher.user.id)
    await shareModule(t.app, grid.moduleId, colleague.user.id)
    const { group, subject } = await classWithStudents(t.app, colleague.user.id, { active: 1 })
    const { id } = await insertActivation(t.app, {
      moduleId: grid.moduleId,
      teacherId: colleague.user.id,
      groupId: group.id,
      subjectId: subject.id,
    })
    const toggle = (who: TestUser, moduleId = id) =>
      client(who).post('/modules/toggleFinished', { module_id: moduleId })
    const statusOf = async () => (await activationsOfModule(t.app, grid.moduleId))[0]
    t.clock.advanceMinutes(1)
    expect(answer(await toggle(colleague))).toEqual({
      status: 200,
      body: { id, status_id: ModuleStatus.finished },
    })
    expect(await statusOf()).toMatchObject({ statusId: ModuleStatus.finished, updatedAt: t.clock.now() })
    t.clock.advanceMinutes(1)
    expect(answer(await toggle(colleague))).toEqual({
      status: 200,
      body: { id, status_id: ModuleStatus.active },
    })
    const reactivated = await statusOf()
    expect(reactivated).toMatchObject({ statusId: ModuleStatus.active, updatedAt: t.clock.now() })
    expect(answer(await toggle(teacher))).toEqual(notFound)
    expect(answer(await toggle(colleague, 999_999))).toEqual(notFound)
    expect(await statusOf()).toEqual(reactivated)
  })

  test('removeActive deletes the event with its ratings and feedback; the impact counted them first', async () => {
    const grid = await readyModule(teacher.user.id)
    const questionIds = grid.at(1, 1).questionIds
    const first = await classWithStudents(t.app, teacher.user.id, { active: 2, inactive: 1 })
    const second = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const activation = (place: typeof first) =>
      insertActivation(t.app, {
        moduleId: grid.moduleId,
        teacherId: teacher.user.id,
        groupId: place.group.id,
        subjectId: place.subject.id,
      })
    const removed = await activation(first)
    const kept = await activation(second)
    const [ada, ben] = first.active
    await rate(t.app, { eventId: removed.eventId, userId: ada!.id, questionIds, grades: [4, 5] })
    await rate(t.app, { eventId: removed.eventId, userId: ben!.id, questionIds, grades: [3] })
    // An inactive student's rating goes too: it hangs on the event.
    await rate(t.app, { eventId: removed.eventId, userId: first.inactive[0]!.id, questionIds, grades: [6] })
    await leaveFeedback(t.app, { eventId: removed.eventId, userId: ada!.id, questionId: questionIds[0]! })
    await rate(t.app, { eventId: kept.eventId, userId: second.active[0]!.id, questionIds, grades: [5, 5] })
    await leaveFeedback(t.app, {
      eventId: kept.eventId,
      userId: second.active[0]!.id,
      questionId: questionIds[0]!,
    })

    const impact = (id: number, who = teacher) =>
      client(who).get('/modules/activeRemovalImpact', { module_id: String(id) })
    expect(answer(await impact(removed.id))).toEqual({ status: 200, body: { evaluations: 4, students: 3 } })
    expect(answer(await impact(kept.id))).toEqual({ status: 200, body: { evaluations: 2, students: 1 } })
    expect(answer(await impact(removed.id, stranger))).toEqual(notFound)

    const before = await activationSnapshot(t.app)
    const response = await client(teacher).post('/modules/removeActive', { module_id: removed.id })
    expect(answer(response)).toEqual({
      status: 200,
      body: { message: trashMessages.movedToTrash, trash_id: expect.any(Number) },
    })
    const after = await activationSnapshot(t.app)
    expect(after).toEqual({
      activeModules: before.activeModules.filter((row) => row.id !== removed.id),
      events: before.events.filter((row) => row.id !== removed.eventId),
      evaluations: before.evaluations.filter((row) => row.eventId !== removed.eventId),
      feedbacks: before.feedbacks.filter((row) => row.eventId !== removed.eventId),
    })
    expect(after.evaluations.filter((row) => row.eventId === kept.eventId)).toHaveLength(2)
    expect(after.feedbacks.filter((row) => row.eventId === kept.eventId)).toHaveLength(1)
    expect(answer(await client(teacher).post('/modules/removeActive', { module_id: removed.id }))).toEqual(
      notFound,
    )
  })

  test("removing a module deletes the events of its activations, other teachers' classes included", async () => {
    const grid = await readyModule(teacher.user.id)
    await shareModule(t.app, grid.moduleId, colleague.user.id)
    const mine = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const theirs = await classWithStudents(t.app, colleague.user.id, { active: 1 })
    const run = (who: TestUser, place: typeof mine) =>
      insertActivation(t.app, {
        moduleId: grid.moduleId,
        teacherId: who.user.id,
        groupId: place.group.id,
        subjectId: place.subject.id,
      })
    const runs = [await run(teacher, mine), await run(colleague, theirs)]
    await rate(t.app, {
      eventId: runs[1]!.eventId,
      userId: theirs.active[0]!.id,
      questionIds: grid.at(1, 1).questionIds,
      grades: [5],
    })
    // A homework of the same class stays.
    const homework = await createEvent(t.app, {
      type: 'homework',
      teacherId: teacher.user.id,
      groupId: mine.group.id,
      subjectId: mine.subject.id,
      dueAt: daysFromNow(t.app, 3),
    })
    const response = await client(teacher).post('/modules/remove', { id: grid.moduleId })
    expect(response.statusCode).toBe(200)
    const eventIds = [...runs.map((run) => run.eventId), homework]
    const left = await t.app.ctx.db.select({ id: events.id }).from(events).where(inArray(events.id, eventIds))
    expect(left).toEqual([{ id: homework }])
    const activations = await t.app.ctx.db
      .select()
      .from(activeModules)
      .where(
        inArray(
          activeModules.id,
          runs.map((run) => run.id),
        ),
      )
    expect(activations).toEqual([])
  })

  test('statistics and the start page leave module events out', async () => {
    const grid = await readyModule(teacher.user.id)
    const place = await classWithStudents(t.app, teacher.user.id, { active: 2 })
    const [rated] = place.active
    const { eventId } = await insertActivation(t.app, {
      moduleId: grid.moduleId,
      teacherId: teacher.user.id,
      groupId: place.group.id,
      subjectId: place.subject.id,
    })
    await rate(t.app, { eventId, userId: rated!.id, questionIds: grid.at(1, 1).questionIds, grades: [5, 6] })
    t.clock.advanceMinutes(60)
    // The activation's event is "due" at once, and one student has not rated: homework would count it.
    const statistics = await client(teacher).get('/evaluations/getEvaluationsGroupedBySubjectsByUserId', {
      group_id: String(place.group.id),
      user_id: String(rated!.id),
    })
    expect(answer(statistics)).toEqual({ status: 200, body: [] })
    const home = await client(teacher).get('/home/overview')
    expect(home.json().classes_with_homework_undone).toEqual([])
  })
})
