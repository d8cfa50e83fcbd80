import { studentMessages } from '@lernraster/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { activeModules, evaluations, groupUsers } from '../../src/db/schema'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { ok, type StudentWorld, studentApi, studentWorld } from './student-builders'

// Issue 15: the student sees their class's modules as the grid, opens a topic, rates its questions
// 0-6 in half steps against their goal (kept with the rating, with the time spent), sees the
// teacher's solution once they have rated, and leaves feedback. The teacher's screens read it.

const t = useTestApp()

interface Topic {
  ratable: boolean
  goal: number
  questions: {
    id: number
    rating: { grade: number; goal: number } | null
    solutions: unknown[]
    has_solution: boolean
  }[]
}

const readTopic = (world: StudentWorld, topicId: number) =>
  studentApi(t.app, world.student.token).get('/topics/byId', { event_id: world.eventId, topic_id: topicId })

describe('the grid and a topic', () => {
  test('modules list, grid and topic before any rating', async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const modules = ok<{ event_id: number; progress: number; average: number | null; finished: boolean }[]>(
      await client.get('/modules'),
    )
    expect(modules).toMatchObject([{ event_id: world.eventId, progress: 0, average: null, finished: false }])
    const grid = ok<{ blocks: { topics: { id: number; questions_count: number; rated_count: number }[] }[] }>(
      await client.get('/modules/grid', { event_id: world.eventId }),
    )
    expect(grid.blocks).toHaveLength(2)
    expect(grid.blocks.flatMap((block) => block.topics).map((topic) => topic.questions_count)).toEqual([
      2, 2, 2, 2,
    ])
    const topic = ok<Topic>(await readTopic(world, world.grid.at(1, 1).id))
    expect(topic.ratable).toBe(true)
    expect(
      topic.questions.map((question) => [question.rating, question.solutions, question.has_solution]),
    ).toEqual([
      [null, [], true],
      [null, [], false],
    ])
  })

  test('rating keeps the goal in force and the time, shows the solution and moves the progress', async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    ok(await client.post('/goals/update', { subject_id: world.subjectId, goal: 5 }))
    const [first, second] = world.grid.at(1, 1).questionIds
    const answer = ok<{ solutions: { content: string }[]; goal: number }>(
      await client.post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: first,
        grade: 4.5,
        seconds_spent: 300,
      }),
    )
    expect(answer.goal).toBe(5)
    expect(answer.solutions.map((solution) => solution.content)).toEqual([`Lösung ${first}`])
    ok(await client.post('/evaluations/rate', { event_id: world.eventId, question_id: second, grade: 6 }))
    const topic = ok<Topic>(await readTopic(world, world.grid.at(1, 1).id))
    expect(topic.questions.map((question) => question.rating?.grade)).toEqual([4.5, 6])
    expect(topic.questions[0]!.solutions).toHaveLength(1)
    const [row] = await t.app.ctx.db
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.userId, world.student.user.id), eq(evaluations.questionId, first!)))
    expect(row).toMatchObject({ grade: 4.5, goal: 5, secondsSpent: 300 })
    // 2 of 8 questions rated, average (4.5 + 6) / 2.
    const modules = ok<{ progress: number; average: number }[]>(await client.get('/modules'))
    expect(modules[0]).toMatchObject({ progress: 25, average: 5.25 })
  })

  test('rating again replaces the grade and keeps the earlier time when none is sent', async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const question = world.grid.at(2, 2).questionIds[0]!
    ok(
      await client.post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: question,
        grade: 3,
        seconds_spent: 200,
      }),
    )
    t.clock.advanceMinutes(5)
    ok(await client.post('/evaluations/rate', { event_id: world.eventId, question_id: question, grade: 5 }))
    const rows = await t.app.ctx.db.select().from(evaluations).where(eq(evaluations.questionId, question))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ grade: 5, secondsSpent: 200 })
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(rows[0]!.createdAt.getTime())
  })

  test('the teacher sees the rating in the feed and on the progress screen', async () => {
    const world = await studentWorld(t.app)
    const question = world.grid.at(1, 2).questionIds[0]!
    ok(
      await studentApi(t.app, world.student.token).post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: question,
        grade: 5.5,
        seconds_spent: 400,
      }),
    )
    const teacher = api(t.app, world.teacher.token)
    const feed = ok<{ grade: number; user: { id: number } }[]>(
      await teacher.get('/evaluations/newest?take=5'),
    )
    expect(feed).toMatchObject([{ grade: 5.5, user: { id: world.student.user.id } }])
    const progress = await teacher.get(
      `/modules/withEvaluationsById?id=${world.grid.moduleId}&event_id=${world.eventId}`,
    )
    expect(progress.statusCode).toBe(200)
    expect(progress.body).toContain('"grade":5.5')
  })
})

describe('what is refused', () => {
  test('grades off the scale, unknown fields and times out of range', async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const question = world.grid.at(1, 1).questionIds[0]!
    for (const grade of [-0.5, 4.3, 6.5, 7]) {
      const response = await client.post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: question,
        grade,
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().errors.grade).toEqual([studentMessages.gradeInvalid])
    }
    const seconds = await client.post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: question,
      grade: 4,
      seconds_spent: 100_000,
    })
    expect(seconds.json().errors.seconds_spent).toEqual([studentMessages.secondsInvalid])
    expect(await t.app.ctx.db.select().from(evaluations).where(eq(evaluations.questionId, question))).toEqual(
      [],
    )
  })

  test("a question of another module, another class's event, and a class the student left", async () => {
    const world = await studentWorld(t.app)
    const other = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const foreignQuestion = other.grid.at(1, 1).questionIds[0]!
    const wrongQuestion = await client.post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: foreignQuestion,
      grade: 4,
    })
    expect(wrongQuestion.json().errors.question_id).toEqual([studentMessages.questionNotInEvent])
    const foreignEvent = await client.post('/evaluations/rate', {
      event_id: other.eventId,
      question_id: foreignQuestion,
      grade: 4,
    })
    expect(foreignEvent.statusCode).toBe(404)
    expect((await client.get('/modules/grid', { event_id: other.eventId })).statusCode).toBe(404)
    expect(
      (await client.get('/topics/byId', { event_id: world.eventId, topic_id: other.grid.at(1, 1).id }))
        .statusCode,
    ).toBe(404)
    await t.app.ctx.db.delete(groupUsers).where(eq(groupUsers.userId, world.student.user.id))
    expect((await client.get('/modules/grid', { event_id: world.eventId })).statusCode).toBe(404)
    expect(ok(await client.get('/modules'))).toEqual([])
  })

  test('an inactive student and a finished module read but do not rate', async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const question = world.grid.at(1, 1).questionIds[0]!
    const rate = () =>
      client.post('/evaluations/rate', { event_id: world.eventId, question_id: question, grade: 4 })
    await t.app.ctx.db
      .update(activeModules)
      .set({ statusId: 4 })
      .where(eq(activeModules.id, world.activationId))
    const finished = await rate()
    expect(finished.statusCode).toBe(403)
    expect(finished.json()).toEqual({ code: 'forbidden', message: studentMessages.moduleFinished })
    expect(ok<{ finished: boolean }[]>(await client.get('/modules'))[0]!.finished).toBe(true)
    expect(ok<Topic>(await readTopic(world, world.grid.at(1, 1).id)).ratable).toBe(false)
    await t.app.ctx.db
      .update(activeModules)
      .set({ statusId: 2 })
      .where(eq(activeModules.id, world.activationId))
    await t.app.ctx.db
      .update(groupUsers)
      .set({ active: false })
      .where(eq(groupUsers.userId, world.student.user.id))
    const inactive = await rate()
    expect(inactive.statusCode).toBe(403)
    expect(inactive.json()).toEqual({ code: 'forbidden', message: studentMessages.memberInactive })
    expect(ok<Topic>(await readTopic(world, world.grid.at(1, 1).id)).ratable).toBe(false)
    expect(await t.app.ctx.db.select().from(evaluations).where(eq(evaluations.questionId, question))).toEqual(
      [],
    )
  })
})

describe('feedback on a question', () => {
  test("reaches the teacher's feedback feed", async () => {
    const world = await studentWorld(t.app)
    const question = world.grid.at(2, 1).questionIds[1]!
    const answer = await studentApi(t.app, world.student.token).post('/feedbacks/store', {
      event_id: world.eventId,
      question_id: question,
      feedback_type_id: 3,
      content: 'Die Aufgabe 2 verstehe ich nicht.',
    })
    expect(answer.statusCode, answer.body).toBe(201)
    const feed = ok<{ content: string; feedback_type: { id: number } }[]>(
      await api(t.app, world.teacher.token).get('/feedbacks/newest?take=5'),
    )
    expect(feed).toMatchObject([{ content: 'Die Aufgabe 2 verstehe ich nicht.', feedback_type: { id: 3 } }])
  })

  test('an empty text, an unknown type or a foreign question is refused', async () => {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const question = world.grid.at(2, 1).questionIds[0]!
    const send = (fields: object) =>
      client.post('/feedbacks/store', {
        event_id: world.eventId,
        question_id: question,
        feedback_type_id: 1,
        content: 'Frage',
        ...fields,
      })
    expect((await send({ content: '  ' })).json().errors.content).toEqual([studentMessages.feedbackRequired])
    expect((await send({ feedback_type_id: 9 })).json().errors.feedback_type_id).toEqual([
      studentMessages.feedbackTypeInvalid,
    ])
    expect((await send({ content: 'x'.repeat(1001) })).json().errors.content).toEqual([
      studentMessages.feedbackTooLong,
    ])
    expect((await send({ question_id: 999_999 })).json().errors.question_id).toEqual([
      studentMessages.questionNotInEvent,
    ])
  })
})
