import { studentMessages } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { ok, plannedEvent, studentApi, studentWorld } from './student-builders'

// Issue 15: homework (rate the topic's questions by the due date) and exams (self-assessment before
// and after, the teacher's grade), as the student sees and does them, and as the teacher's
// statistics modal and not-done lists then show them.

const t = useTestApp()

interface Homework {
  event_id: number
  questions_count: number
  rated_count: number
  done: boolean
  overdue: boolean
}

describe('homework', () => {
  test('listed open, rated in the topic, then done; the not-done list of the teacher empties', async () => {
    const world = await studentWorld(t.app)
    const topic = world.grid.at(1, 2)
    const homework = await plannedEvent(t.app, world, 'homework', topic.id, 2)
    const client = studentApi(t.app, world.student.token)
    expect(ok<Homework[]>(await client.get('/homeworks'))).toMatchObject([
      { event_id: homework, questions_count: 2, rated_count: 0, done: false, overdue: false },
    ])
    // Another topic of the module is not part of the homework.
    const outside = await client.post('/evaluations/rate', {
      event_id: homework,
      question_id: world.grid.at(1, 1).questionIds[0],
      grade: 4,
    })
    expect(outside.json().errors.question_id).toEqual([studentMessages.questionNotInEvent])
    for (const question of topic.questionIds) {
      ok(await client.post('/evaluations/rate', { event_id: homework, question_id: question, grade: 5 }))
    }
    expect(ok<Homework[]>(await client.get('/homeworks'))).toMatchObject([{ rated_count: 2, done: true }])
    t.clock.advanceMinutes(3 * 24 * 60)
    const notDone = ok<{ homeworks: unknown[] }>(
      await api(t.app, world.teacher.token).get(
        `/events/notDoneEvents?userId=${world.student.user.id}&groupId=${world.group.id}&subjectId=${world.subjectId}`,
      ),
    )
    expect(notDone.homeworks).toEqual([])
    const statistics = ok<{ homework_avg: number }[]>(
      await api(t.app, world.teacher.token).get(
        `/evaluations/getEvaluationsGroupedBySubjectsByUserId?user_id=${world.student.user.id}&group_id=${world.group.id}`,
      ),
    )
    expect(statistics).toMatchObject([{ homework_avg: 5 }])
  })

  test('an undone homework is overdue after its date and shows in the not-done list', async () => {
    const world = await studentWorld(t.app)
    await plannedEvent(t.app, world, 'homework', world.grid.at(2, 2).id, 1)
    t.clock.advanceMinutes(2 * 24 * 60)
    expect(ok<Homework[]>(await studentApi(t.app, world.student.token).get('/homeworks'))).toMatchObject([
      { done: false, overdue: true },
    ])
    const notDone = ok<{ homeworks: { topic: { title: string } }[] }>(
      await api(t.app, world.teacher.token).get(
        `/events/notDoneEvents?userId=${world.student.user.id}&groupId=${world.group.id}&subjectId=${world.subjectId}`,
      ),
    )
    expect(notDone.homeworks.map((homework) => homework.topic.title)).toEqual(['Thema 2.2'])
  })
})

describe('one rule for done: every question of the topic rated', () => {
  test('a half-rated homework is open for the student, the planning list and the not-done list alike', async () => {
    const world = await studentWorld(t.app)
    const topic = world.grid.at(1, 2)
    const homework = await plannedEvent(t.app, world, 'homework', topic.id, 1)
    const student = studentApi(t.app, world.student.token)
    const teacher = api(t.app, world.teacher.token)
    const rate = (questionId: number) =>
      student.post('/evaluations/rate', { event_id: homework, question_id: questionId, grade: 4.5 })
    const seen = async () => {
      const mine = ok<Homework[]>(await student.get('/homeworks'))[0]!
      const planned = ok<{ items: { done: number }[] }>(
        await teacher.get('/events/planned?type=homework&state=closed'),
      )
      const notDone = ok<{ homeworks: unknown[] }>(
        await teacher.get(
          `/events/notDoneEvents?userId=${world.student.user.id}&groupId=${world.group.id}&subjectId=${world.subjectId}`,
        ),
      )
      return { student: mine.done, planning: planned.items[0]!.done, notDone: notDone.homeworks.length }
    }

    ok(await rate(topic.questionIds[0]!))
    t.clock.advanceMinutes(2 * 24 * 60)
    expect(await seen()).toEqual({ student: false, planning: 0, notDone: 1 })
    ok(await rate(topic.questionIds[1]!))
    expect(await seen()).toEqual({ student: true, planning: 1, notDone: 0 })
  })
})

describe('exams', () => {
  test('before the date the student assesses "before", from the date "after"; the grade is the teacher\'s', async () => {
    const world = await studentWorld(t.app)
    const exam = await plannedEvent(t.app, world, 'exam', world.grid.at(2, 1).id, 3)
    const client = studentApi(t.app, world.student.token)
    const tooEarly = await client.post('/exams/selfAssessment', { event_id: exam, after: 5 })
    expect(tooEarly.json().errors.after).toEqual([studentMessages.afterNotYet])
    expect(ok(await client.post('/exams/selfAssessment', { event_id: exam, before: 4.5 }))).toMatchObject([
      { event_id: exam, before: 4.5, after: null, grade: null, phase: 'before' },
    ])
    t.clock.advanceMinutes(3 * 24 * 60 + 1)
    const tooLate = await client.post('/exams/selfAssessment', { event_id: exam, before: 6 })
    expect(tooLate.json().errors.before).toEqual([studentMessages.beforeClosed])
    ok(await client.post('/exams/selfAssessment', { event_id: exam, after: 5 }))
    ok(
      await api(t.app, world.teacher.token).post('/events/examGrades', {
        id: exam,
        grades: [{ user_id: world.student.user.id, grade: 5.5 }],
      }),
    )
    expect(ok(await client.get('/exams'))).toMatchObject([
      { before: 4.5, after: 5, grade: 5.5, phase: 'after' },
    ])
  })

  test('an exam of another class, a module event and an empty assessment are refused', async () => {
    const world = await studentWorld(t.app)
    const other = await studentWorld(t.app)
    const foreign = await plannedEvent(t.app, other, 'exam', other.grid.at(1, 1).id, 3)
    const client = studentApi(t.app, world.student.token)
    expect((await client.post('/exams/selfAssessment', { event_id: foreign, before: 4 })).statusCode).toBe(
      404,
    )
    expect(
      (await client.post('/exams/selfAssessment', { event_id: world.eventId, before: 4 })).statusCode,
    ).toBe(404)
    const empty = await client.post('/exams/selfAssessment', { event_id: world.eventId })
    expect(empty.json().errors.before).toEqual([studentMessages.selfAssessmentRequired])
    // An exam is assessed, not rated question by question.
    const exam = await plannedEvent(t.app, world, 'exam', world.grid.at(1, 1).id, 3)
    const rated = await client.post('/evaluations/rate', {
      event_id: exam,
      question_id: world.grid.at(1, 1).questionIds[0],
      grade: 4,
    })
    expect(rated.statusCode).toBe(403)
  })
})

describe('joining late', () => {
  test('homework and exams due before the student joined are not theirs', async () => {
    const world = await studentWorld(t.app)
    await plannedEvent(t.app, world, 'homework', world.grid.at(1, 1).id, -2)
    await plannedEvent(t.app, world, 'exam', world.grid.at(1, 1).id, -2)
    const later = await plannedEvent(t.app, world, 'homework', world.grid.at(1, 2).id, 2)
    const client = studentApi(t.app, world.student.token)
    expect(ok<Homework[]>(await client.get('/homeworks')).map((homework) => homework.event_id)).toEqual([
      later,
    ])
    expect(ok(await client.get('/exams'))).toEqual([])
  })
})
