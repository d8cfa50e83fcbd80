import { planningMessages, planningPageSize } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { evaluations, events } from '../../src/db/schema'
import { createGrid } from '../modules/module-builders'
import { createClass, createSubjectRow } from '../school/school-builders'
import { api, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { ok, plannedEvent, studentApi, studentWorld } from './student-builders'

// Issue 15, the teacher's side: homework and exams set on a topic for a class and subject, listed
// open and closed 10 per page with how many students are done, dates moved, removed, exam grades.

const t = useTestApp()
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 24 * 60 * 60_000).toISOString()

describe('setting homework and exams', () => {
  test('a homework is set, listed open with its class, topic and module, and reaches the student', async () => {
    const world = await studentWorld(t.app)
    const teacher = api(t.app, world.teacher.token)
    const topic = world.grid.at(2, 1)
    const created = await teacher.post('/events/store', {
      type: 'homework',
      group_id: world.group.id,
      subject_id: world.subjectId,
      topic_id: topic.id,
      due_at: inDays(3),
    })
    expect(created.statusCode, created.body).toBe(201)
    const page = ok<{
      items: { id: number; students: number; done: number; topic: { title: string } }[]
      total: number
    }>(await teacher.get('/events/planned?type=homework&state=open'))
    expect(page).toMatchObject({ total: 1, page: 1, per_page: planningPageSize })
    expect(page.items).toMatchObject([
      { id: created.json().id, students: 1, done: 0, topic: { title: 'Thema 2.1' } },
    ])
    const student = studentApi(t.app, world.student.token)
    for (const question of topic.questionIds) {
      ok(
        await student.post('/evaluations/rate', {
          event_id: created.json().id,
          question_id: question,
          grade: 4,
        }),
      )
    }
    const after = ok<{ items: { done: number }[] }>(await teacher.get('/events/planned?type=homework'))
    expect(after.items[0]!.done).toBe(1)
    expect(ok<unknown[]>(await teacher.get('/events/planned?type=exam'))).toMatchObject({
      total: 0,
      items: [],
    })
  })

  test('the topic choices name where each module runs, so the dialog offers the chosen class and subject first (issue 38)', async () => {
    const world = await studentWorld(t.app)
    const idle = await createGrid(t.app, world.teacher.user.id, {
      name: 'Läuft nirgends',
      filled: { columns: 1, rows: 1, questions: 1 },
    })
    const choices = ok<{ module: { id: number }; runs: { group_id: number; subject_id: number }[] }[]>(
      await api(t.app, world.teacher.token).get('/events/topicChoices'),
    )
    const runsOf = (moduleId: number) => choices.find((choice) => choice.module.id === moduleId)?.runs
    expect(runsOf(world.grid.moduleId)).toEqual([{ group_id: world.group.id, subject_id: world.subjectId }])
    expect(runsOf(idle.moduleId)).toEqual([])
  })

  test('refused: a past due date for homework, a foreign class, subject or topic, a topic without questions', async () => {
    const world = await studentWorld(t.app)
    const stranger = await createUser(t.app)
    const foreignClass = await createClass(t.app, stranger.user.id, 'fremd')
    const foreignSubject = await createSubjectRow(t.app, stranger.user.id, 'Fremd', 'FR')
    const foreignModule = await studentWorld(t.app)
    const empty = await createGrid(t.app, world.teacher.user.id, {
      filled: { columns: 1, rows: 1, questions: 0 },
    })
    const teacher = api(t.app, world.teacher.token)
    const valid = {
      type: 'homework',
      group_id: world.group.id,
      subject_id: world.subjectId,
      topic_id: world.grid.at(1, 1).id,
      due_at: inDays(2),
    }
    const refused = async (fields: object, field: string, message: string) => {
      const response = await teacher.post('/events/store', { ...valid, ...fields })
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json().errors[field]).toEqual([message])
    }
    await refused({ due_at: inDays(-1) }, 'due_at', planningMessages.homeworkDueInPast)
    await refused({ due_at: 'morgen' }, 'due_at', planningMessages.dateInvalid)
    await refused({ group_id: foreignClass.id }, 'group_id', planningMessages.groupRequired)
    await refused({ subject_id: foreignSubject.id }, 'subject_id', planningMessages.subjectRequired)
    await refused({ topic_id: foreignModule.grid.at(1, 1).id }, 'topic_id', planningMessages.topicNotUsable)
    await refused({ topic_id: empty.at(1, 1).id }, 'topic_id', planningMessages.topicWithoutQuestions)
    expect(await t.app.ctx.db.select().from(events).where(eq(events.groupId, world.group.id))).toHaveLength(1)
    // An exam may lie in the past: its grades are entered afterwards.
    ok(await teacher.post('/events/store', { ...valid, type: 'exam', due_at: inDays(-1) }))
  })

  test('open and closed lists page by 10, soonest and newest first', async () => {
    const world = await studentWorld(t.app)
    const topicId = world.grid.at(1, 1).id
    for (let day = 1; day <= 12; day += 1) await plannedEvent(t.app, world, 'exam', topicId, day)
    await plannedEvent(t.app, world, 'exam', topicId, -1)
    await plannedEvent(t.app, world, 'exam', topicId, -5)
    const teacher = api(t.app, world.teacher.token)
    const first = ok<{ items: { due_at: string }[]; total: number }>(
      await teacher.get('/events/planned?type=exam&state=open'),
    )
    expect(first.total).toBe(12)
    expect(first.items).toHaveLength(10)
    const second = ok<{ items: { due_at: string }[] }>(
      await teacher.get('/events/planned?type=exam&state=open&page=2'),
    )
    expect(second.items).toHaveLength(2)
    const dates = [...first.items, ...second.items].map((item) => item.due_at)
    expect(dates).toEqual([...dates].sort())
    const closed = ok<{ items: { due_at: string }[] }>(
      await teacher.get('/events/planned?type=exam&state=closed'),
    )
    expect(closed.items.map((item) => item.due_at)).toEqual([inDays(-1), inDays(-5)])
  })
})

describe('changing and removing', () => {
  test('the date moves; removing takes the ratings with it; another teacher is told it does not exist', async () => {
    const world = await studentWorld(t.app)
    const topic = world.grid.at(1, 1)
    const homework = await plannedEvent(t.app, world, 'homework', topic.id, 2)
    ok(
      await studentApi(t.app, world.student.token).post('/evaluations/rate', {
        event_id: homework,
        question_id: topic.questionIds[0],
        grade: 5,
      }),
    )
    const other = await createUser(t.app)
    expect((await api(t.app, other.token).post('/events/remove', { id: homework })).statusCode).toBe(404)
    expect(
      (await api(t.app, other.token).post('/events/update', { id: homework, due_at: inDays(9) })).statusCode,
    ).toBe(404)
    const teacher = api(t.app, world.teacher.token)
    ok(await teacher.post('/events/update', { id: homework, due_at: inDays(5) }))
    const past = await teacher.post('/events/update', { id: homework, due_at: inDays(-2) })
    expect(past.json().errors.due_at).toEqual([planningMessages.homeworkDueInPast])
    // An activation's event is not homework: it is not removed here.
    expect((await teacher.post('/events/remove', { id: world.eventId })).statusCode).toBe(404)
    ok(await teacher.post('/events/remove', { id: homework }))
    expect(await t.app.ctx.db.select().from(evaluations).where(eq(evaluations.eventId, homework))).toEqual([])
  })
})

describe('exam grades', () => {
  test('entered for the class in one call, seen by the student and in the statistics', async () => {
    const world = await studentWorld(t.app)
    const exam = await plannedEvent(t.app, world, 'exam', world.grid.at(1, 1).id, 1)
    t.clock.advanceMinutes(2 * 24 * 60)
    const teacher = api(t.app, world.teacher.token)
    ok(
      await studentApi(t.app, world.student.token).post('/exams/selfAssessment', {
        event_id: exam,
        after: 4,
      }),
    )
    const results = ok(
      await teacher.post('/events/examGrades', {
        id: exam,
        grades: [{ user_id: world.student.user.id, grade: 5.5 }],
      }),
    )
    expect(results).toMatchObject([
      { user: { id: world.student.user.id }, before: null, after: 4, grade: 5.5 },
    ])
    expect(ok(await studentApi(t.app, world.student.token).get('/exams'))).toMatchObject([
      { grade: 5.5, after: 4 },
    ])
    const statistics = ok<{ exam_avg: number }[]>(
      await teacher.get(
        `/evaluations/getEvaluationsGroupedBySubjectsByUserId?user_id=${world.student.user.id}&group_id=${world.group.id}`,
      ),
    )
    expect(statistics[0]!.exam_avg).toBe(5.5)
    expect(ok(await teacher.get(`/events/examResults?id=${exam}`))).toEqual(results)
  })

  test('a student outside the class or a grade off the scale refuses the whole list', async () => {
    const world = await studentWorld(t.app)
    const other = await studentWorld(t.app)
    const exam = await plannedEvent(t.app, world, 'exam', world.grid.at(1, 1).id, -1)
    const teacher = api(t.app, world.teacher.token)
    const stranger = await teacher.post('/events/examGrades', {
      id: exam,
      grades: [
        { user_id: world.student.user.id, grade: 5 },
        { user_id: other.student.user.id, grade: 4 },
      ],
    })
    expect(stranger.json().errors['grades.1.user_id']).toEqual([planningMessages.studentNotInClass])
    const offScale = await teacher.post('/events/examGrades', {
      id: exam,
      grades: [{ user_id: world.student.user.id, grade: 0.5 }],
    })
    expect(offScale.statusCode).toBe(422)
    expect(
      ok<{ grade: number | null }[]>(await teacher.get(`/events/examResults?id=${exam}`))[0]!.grade,
    ).toBeNull()
  })
})
