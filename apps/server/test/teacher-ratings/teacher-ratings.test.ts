import { type TeacherRating, type TeacherRatingChange, teacherRatingMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { classWithStudents, insertActivation, rate } from '../activations/activation-builders'
import { createGrid, type FilledGrid } from '../modules/module-builders'
import { answer, api, body, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 19: the teacher's rating beside the student's own, per question or per topic, for one or
// several students; both stored apart; every change kept with who, when and the value before.

const t = useTestApp()

let teacher: TestUser
let grid: FilledGrid
let eventId: number
let students: { id: number }[]
let inactive: { id: number }[]
beforeAll(async () => {
  teacher = await createUser(t.app)
  grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 2, rows: 2, questions: 3 } })
  const school = await classWithStudents(t.app, teacher.user.id, { active: 3, inactive: 1 })
  students = school.active
  inactive = school.inactive
  eventId = (
    await insertActivation(t.app, {
      moduleId: grid.moduleId,
      teacherId: teacher.user.id,
      groupId: school.group.id,
      subjectId: school.subject.id,
    })
  ).eventId
})

const asTeacher = () => api(t.app, teacher.token)
const store = (payload: object) =>
  asTeacher().post('/teacherRatings/store', { event_id: eventId, ...payload })
const ofTopic = async (topicId: number) =>
  body<TeacherRating[]>(
    await asTeacher().get('/teacherRatings/byTopic', {
      event_id: String(eventId),
      topic_id: String(topicId),
    }),
  )
const historyOf = async (studentId: number, questionId: number) =>
  body<TeacherRatingChange[]>(
    await asTeacher().get('/teacherRatings/history', {
      event_id: String(eventId),
      user_id: String(studentId),
      question_id: String(questionId),
    }),
  )

describe('the teacher rates', () => {
  test('one question of one student, beside the self-rating, which stays as it was', async () => {
    const topic = grid.at(1, 1)
    const [first] = topic.questionIds
    await rate(t.app, { eventId, userId: students[0]!.id, questionIds: [first!], grades: [5] })
    const written = body<TeacherRating[]>(
      await store({ user_ids: [students[0]!.id], question_id: first, grade: 2 }),
    )
    expect(written).toEqual([
      {
        user_id: students[0]!.id,
        question_id: first,
        grade: 2,
        rated_by: teacher.user.id,
        rated_at: t.clock.now().toISOString(),
      },
    ])
    const own = resultRows<{ grade: string }>(
      await t.app.ctx.db.execute(
        sql`select grade::text from evaluations where event_id = ${eventId} and user_id = ${students[0]!.id}`,
      ),
    )
    expect(own).toEqual([{ grade: '5.0' }])
    expect(
      (await ofTopic(topic.id)).map((rating) => [rating.user_id, rating.question_id, rating.grade]),
    ).toEqual([[students[0]!.id, first, 2]])
  })

  test('a whole topic for several students at once: every question of the topic, each student', async () => {
    const topic = grid.at(2, 1)
    const chosen = [students[1]!.id, students[2]!.id]
    const written = body<TeacherRating[]>(await store({ user_ids: chosen, topic_id: topic.id, grade: 4.5 }))
    expect(written).toHaveLength(2 * 3)
    expect(new Set(written.map((rating) => rating.grade))).toEqual(new Set([4.5]))
    const listed = await ofTopic(topic.id)
    expect(listed.map((rating) => `${rating.user_id}:${rating.question_id}`).sort()).toEqual(
      chosen.flatMap((id) => topic.questionIds.map((question) => `${id}:${question}`)).sort(),
    )
  })

  test('a change keeps who rated, when and the value before; the same value again is no change', async () => {
    const topic = grid.at(1, 2)
    const question = topic.questionIds[1]!
    const student = students[1]!.id
    await store({ user_ids: [student], question_id: question, grade: 3 })
    const firstAt = t.clock.now().toISOString()
    t.clock.advanceMinutes(10)
    await store({ user_ids: [student], question_id: question, grade: 5.5 })
    const secondAt = t.clock.now().toISOString()
    t.clock.advanceMinutes(10)
    await store({ user_ids: [student], question_id: question, grade: 5.5 })
    const name = `${teacher.user.firstname} ${teacher.user.lastname}`
    expect(await historyOf(student, question)).toEqual([
      { grade_before: 3, grade: 5.5, rated_by: teacher.user.id, rated_by_name: name, rated_at: secondAt },
      { grade_before: null, grade: 3, rated_by: teacher.user.id, rated_by_name: name, rated_at: firstAt },
    ])
  })

  test("deleting the question removes its teacher ratings and their changes, as it removes the students'", async () => {
    const topic = grid.at(2, 2)
    const question = topic.questionIds[2]!
    await store({ user_ids: [students[0]!.id], question_id: question, grade: 1 })
    await t.app.ctx.db.execute(sql`delete from questions where id = ${question}`)
    const left = resultRows<{ ratings: number; changes: number }>(
      await t.app.ctx.db.execute(sql`select
        (select count(*)::int from teacher_ratings where question_id = ${question}) as ratings,
        (select count(*)::int from teacher_rating_changes c where not exists
          (select 1 from teacher_ratings r where r.id = c.rating_id)) as changes`),
    )
    expect(left).toEqual([{ ratings: 0, changes: 0 }])
  })
})

describe('two teachers at the same moment', () => {
  test('leave one rating, and each change names the value it replaced', async () => {
    const question = grid.at(2, 2).questionIds[0]!
    const student = students[2]!.id
    const [first, second] = await Promise.all([
      store({ user_ids: [student], question_id: question, grade: 2 }),
      store({ user_ids: [student], question_id: question, grade: 6 }),
    ])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    const rows = resultRows<{ grade: number }>(
      await t.app.ctx.db.execute(
        sql`select grade::float8 as grade from teacher_ratings where event_id = ${eventId} and user_id = ${student} and question_id = ${question}`,
      ),
    )
    expect(rows).toHaveLength(1)
    const history = (await historyOf(student, question)).map((change) => [change.grade_before, change.grade])
    // Oldest last: the first change replaced nothing, the second replaced the first's grade.
    expect(history).toHaveLength(2)
    expect(history[1]![0]).toBeNull()
    expect(history[0]![0]).toBe(history[1]![1])
    expect(history[0]![1]).toBe(rows[0]!.grade)
  })
})

describe('what the teacher cannot rate', () => {
  test('a topic without questions', async () => {
    const empty = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 0 } })
    const school = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const activation = await insertActivation(t.app, {
      moduleId: empty.moduleId,
      teacherId: teacher.user.id,
      groupId: school.group.id,
      subjectId: school.subject.id,
    })
    const response = await asTeacher().post('/teacherRatings/store', {
      event_id: activation.eventId,
      user_ids: [school.active[0]!.id],
      topic_id: empty.at(1, 1).id,
      grade: 4,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      errors: { topic_id: [teacherRatingMessages.topicWithoutQuestions] },
    })
  })

  test('a student who is not an active member of the class: nothing is written', async () => {
    const topic = grid.at(1, 1)
    const response = await store({
      user_ids: [students[0]!.id, inactive[0]!.id],
      topic_id: topic.id,
      grade: 3,
    })
    expect(answer(response)).toEqual({
      status: 422,
      body: {
        code: 'validation',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: { user_ids: [teacherRatingMessages.notInClass] },
      },
    })
    expect((await ofTopic(topic.id)).filter((rating) => rating.grade === 3)).toEqual([])
  })

  test.each([
    ['neither question nor topic', {}, 'question_id', teacherRatingMessages.questionOrTopic],
    ['both', { question_id: 1, topic_id: 1 }, 'question_id', teacherRatingMessages.questionOrTopic],
    ['a grade off the scale', { question_id: 1, grade: 6.5 }, 'grade', teacherRatingMessages.gradeInvalid],
    [
      'a grade between half steps',
      { question_id: 1, grade: 4.2 },
      'grade',
      teacherRatingMessages.gradeInvalid,
    ],
    ['no student', { question_id: 1, user_ids: [] }, 'user_ids', teacherRatingMessages.studentsRequired],
  ])('%s', async (_name, payload, field, message) => {
    const response = await store({ user_ids: [students[0]!.id], grade: 4, ...payload })
    expect(response.statusCode).toBe(422)
    expect((response.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message])
  })

  test('a question of another module answers 404', async () => {
    const other = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 1 } })
    const response = await store({
      user_ids: [students[0]!.id],
      question_id: other.at(1, 1).questionIds[0],
      grade: 4,
    })
    expect(response.statusCode).toBe(404)
  })
})
