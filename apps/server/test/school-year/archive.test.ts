import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { groups } from '../../src/db/schema'
import { ensureOwnPracticeClass } from '../../src/modules/groups/groups.service'
import { readStudentData } from '../../src/modules/student-data/student-data.repo'
import { rate } from '../activations/activation-builders'
import { addMembers, createClass, insertStudent } from '../school/school-builders'
import { fillEvent } from '../school/student-rows'
import { type StudentWorld, studentApi, studentWorld } from '../student/student-builders'
import { answer, api, createUser, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { archiveClass, everyKind, noneOfThem, rowCountsIn, unarchiveClass } from './archive-builders'

// Issue 36 item 4, decision 051: a class archived at the end of the school year leaves the hot tables
// and every list, reads the same as before from the archive, and comes back as it was.

const t = useTestApp()
let world: StudentWorld
let other: TestUser
beforeAll(async () => {
  world = await studentWorld(t.app)
  other = await createUser(t.app)
})

const teacherGet = async (path: string) => {
  const response = await api(t.app, world.teacher.token).get(path)
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200)
  return response.json() as unknown
}
const studentGet = async (path: string) => {
  const response = await studentApi(t.app, world.student.token).get(path)
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200)
  return response.json() as unknown
}

describe('archiving a class', () => {
  test("moves every kind of the class's rows into the archive and back, the other class's stay", async () => {
    const teacher = await createUser(t.app)
    const student = await insertStudent(t.app, { firstname: 'Alma', lastname: 'Archiv' })
    const group = await createClass(t.app, teacher.user.id, '7a', [student])
    const stays = await createClass(t.app, teacher.user.id, '7b', [student])
    const { events } = await fillEvent(t.app, teacher.user.id, group.id, student.id)
    const elsewhere = await fillEvent(t.app, teacher.user.id, stays.id, student.id)

    // The exam's results and the student's statistics in the class, read from wherever they are.
    const [, exam] = events
    const reads = () =>
      Promise.all(
        [
          `/events/examResults?id=${exam}`,
          `/evaluations/getEvaluationsGroupedBySubjectsByUserId?group_id=${group.id}&user_id=${student.id}`,
        ].map(async (path) => {
          const response = await api(t.app, teacher.token).get(path)
          expect(response.statusCode, `${path}: ${response.body}`).toBe(200)
          return response.json() as unknown
        }),
      )
    const before = await reads()
    expect(JSON.stringify(before)).toContain('"before":4')
    await archiveClass(t.app, teacher, group.id)
    expect(await reads()).toEqual(before)
    expect(await rowCountsIn(t.app, 'public', student.id, events)).toEqual(noneOfThem)
    expect(await rowCountsIn(t.app, 'archive', student.id, events)).toEqual(everyKind)
    expect(await rowCountsIn(t.app, 'public', student.id, elsewhere.events)).toEqual(everyKind)

    await unarchiveClass(t.app, teacher, group.id)
    expect(await rowCountsIn(t.app, 'public', student.id, events)).toEqual(everyKind)
    expect(await rowCountsIn(t.app, 'archive', student.id, events)).toEqual(noneOfThem)
  })

  test("a student's data export holds the rows of archived classes too (decision 045)", async () => {
    const teacher = await createUser(t.app)
    const student = await insertStudent(t.app, { firstname: 'Ida', lastname: 'Auskunft' })
    const group = await createClass(t.app, teacher.user.id, '7e', [student])
    await fillEvent(t.app, teacher.user.id, group.id, student.id)
    const exported = async () => {
      const data = await readStudentData(t.app.ctx.db, {
        userId: student.id,
        releasedRatingsOnly: false,
        now: t.app.ctx.clock.now(),
      })
      const { self_ratings, teacher_ratings, exams, feedbacks, help_requests } = data!
      return { self_ratings, teacher_ratings, exams, feedbacks, help_requests }
    }
    const before = await exported()
    expect(Object.values(before).map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1])
    await archiveClass(t.app, teacher, group.id)
    expect(await exported()).toEqual(before)
  })

  test('every read of the run answers the same from the archive, for the teacher and the student', async () => {
    const [first, second] = world.grid.topics
    await rate(t.app, {
      eventId: world.eventId,
      userId: world.student.user.id,
      questionIds: first!.questionIds,
      grades: [5, 3],
    })
    const run = `event_id=${world.eventId}`
    const topic = `${run}&topic_id=${second!.id}`
    const teacherReads = [
      `/modules/withEvaluationsById?id=${world.grid.moduleId}&${run}`,
      `/charts/usersByEvent?${run}`,
      `/charts/usersByEventAndTopic?${topic}`,
      `/modules/loadUsersByTopic?${topic}`,
      `/modules/getStudentProgressReport?module_id=${world.grid.moduleId}&user_id=${world.student.user.id}&${run}`,
      `/teacherRatings/byEvent?${run}`,
      `/teacherRatings/calibration?${run}`,
      `/nextSteps?${run}`,
      `/events/byId?${run}`,
      `/evaluations/byEventId?${run}`,
      `/evaluations/getEvaluationsGroupedBySubjectsByUserId?group_id=${world.group.id}&user_id=${world.student.user.id}`,
    ]
    const studentReads = [
      `/modules/grid?${run}`,
      `/topics/byId?${topic}`,
      `/teacherRatings?${run}`,
      `/nextStep?${run}`,
    ]
    const before = {
      teacher: await Promise.all(teacherReads.map(teacherGet)),
      student: await Promise.all(studentReads.map(studentGet)),
    }

    await archiveClass(t.app, world.teacher, world.group.id)
    const after = {
      teacher: await Promise.all(teacherReads.map(teacherGet)),
      student: await Promise.all(studentReads.map(studentGet)),
    }
    // The progress, grid and topic say the run is now read-only and which year it belongs to; all else is as it was.
    const grid = after.student[0] as { finished: boolean; archived_in: string | null }
    const topicRead = after.student[1] as { ratable: boolean }
    expect(grid).toMatchObject({ finished: true, archived_in: '2026/27' })
    expect(topicRead.ratable).toBe(false)
    const progress = after.teacher[0] as { archived_in: string | null }
    expect(progress.archived_in).toBe('2026/27')
    after.teacher[0] = { ...progress, archived_in: null }
    after.student[0] = { ...grid, finished: false, archived_in: null }
    after.student[1] = { ...topicRead, ratable: true }
    expect(after).toEqual(before)
    await unarchiveClass(t.app, world.teacher, world.group.id)
  })

  test('the class leaves the lists and the start page; the archive lists it with its runs', async () => {
    const teacher = await createUser(t.app)
    const student = await insertStudent(t.app, { firstname: 'Ben', lastname: 'Liste' })
    const group = await createClass(t.app, teacher.user.id, '9c', [student])
    await fillEvent(t.app, teacher.user.id, group.id, student.id)
    const classesOf = async () =>
      ((await api(t.app, teacher.token).get('/groups')).json() as { id: number }[]).map((row) => row.id)
    const overview = async () =>
      (await api(t.app, teacher.token).get('/home/overview')).json() as { classes: number }
    expect(await classesOf()).toContain(group.id)
    const pastHomework = async () =>
      (await api(t.app, teacher.token).get('/events/planned?type=homework&state=closed')).json() as {
        total: number
      }
    expect((await overview()).classes).toBe(1)
    expect((await pastHomework()).total).toBe(1)

    const { archived } = await archiveClass(t.app, teacher, group.id)
    expect(await classesOf()).not.toContain(group.id)
    expect((await overview()).classes).toBe(0)
    expect((await pastHomework()).total).toBe(0)
    const list = (await api(t.app, teacher.token).get('/groups/archived')).json() as {
      classes: unknown[]
      retention_years: number | null
    }
    expect(list).toEqual({ classes: [archived], retention_years: null })
    expect(archived).toMatchObject({
      id: group.id,
      name: '9c',
      school_year: '2026/27',
      delete_on: null,
      deleted_soon: false,
      students: 1,
    })
  })

  test('carried into the next year: a new class with the active students and a new code, no runs', async () => {
    const teacher = await createUser(t.app)
    const active = await insertStudent(t.app, { firstname: 'Cla', lastname: 'Weiter' })
    const inactive = await insertStudent(t.app, { firstname: 'Dora', lastname: 'Pause' })
    const group = await createClass(t.app, teacher.user.id, '7a', [active])
    await createClass(t.app, teacher.user.id, 'Anderswo', [inactive])
    await addMembers(t.app, group.id, [inactive], { active: false })

    const { next_group: next } = await archiveClass(t.app, teacher, group.id, '8a')
    expect(next).toMatchObject({ name: '8a', active_users: 1, users: [{ id: active.id }] })
    expect(next!.token).not.toBe(group.token)
    const runs = (await api(t.app, teacher.token).get('/modules/active')).json() as unknown[]
    expect(runs).toEqual([])
    // A second click archives nothing twice, and carries again only when asked.
    const again = await archiveClass(t.app, teacher, group.id)
    expect(again.next_group).toBeNull()
  })

  test("the class's id in the school's roster files goes to the class carried on from it", async () => {
    const teacher = await createUser(t.app)
    const group = await createClass(t.app, teacher.user.id, '7r')
    await t.app.ctx.db.update(groups).set({ rosterSourceId: 'sis-7r' }).where(eq(groups.id, group.id))
    const { next_group: next } = await archiveClass(t.app, teacher, group.id, '8r')
    const sources = await t.app.ctx.db
      .select({ id: groups.id, source: groups.rosterSourceId })
      .from(groups)
      .where(eq(groups.teacherId, teacher.user.id))
    expect(sources).toEqual(
      expect.arrayContaining([
        { id: group.id, source: null },
        { id: next!.id, source: 'sis-7r' },
      ]),
    )
  })

  test("the student sees last year's class and run read-only, apart from this year's", async () => {
    const { archived, next_group: next } = await archiveClass(t.app, world.teacher, world.group.id, 'Nächste')
    const classes = (await studentGet('/groups')) as { id: number; archived_in: string | null }[]
    expect(classes.map((row) => [row.id, row.archived_in])).toEqual([
      [next!.id, null],
      [archived.id, '2026/27'],
    ])
    const modules = (await studentGet('/modules')) as {
      event_id: number
      finished: boolean
      archived_in: string
    }[]
    expect(modules).toEqual([
      expect.objectContaining({ event_id: world.eventId, finished: true, archived_in: '2026/27' }),
    ])
    await unarchiveClass(t.app, world.teacher, world.group.id)
  })

  test("another teacher's class and the practice class answer 404", async () => {
    const group = await createClass(t.app, world.teacher.user.id, 'Fremd')
    expect(answer(await api(t.app, other.token).post('/groups/archive', { id: group.id }))).toEqual(notFound)
    expect(answer(await api(t.app, other.token).post('/groups/unarchive', { id: group.id }))).toEqual(
      notFound,
    )
    await ensureOwnPracticeClass(t.app.ctx.db, other.user.id, t.app.ctx.clock.now())
    const [practice] = await t.app.ctx.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.teacherId, other.user.id), eq(groups.isOwnPractice, true)))
    expect(answer(await api(t.app, other.token).post('/groups/archive', { id: practice!.id }))).toEqual(
      notFound,
    )
  })
})
