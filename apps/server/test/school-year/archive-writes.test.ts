import { errorMessages, studentErrorMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { isWriteIntoArchivedClass, postgresErrorCode } from '../../src/lib/database-errors'
import { type StudentWorld, studentApi, studentWorld } from '../student/student-builders'
import { answer, api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { archiveClass } from './archive-builders'

// Decision 051: nothing is written into an archived class, whichever call tries; the database's
// triggers refuse it, and the API answers 409 classArchived (the student's rating its own reason).

const t = useTestApp()
let world: StudentWorld
beforeAll(async () => {
  world = await studentWorld(t.app)
  await archiveClass(t.app, world.teacher, world.group.id)
})

const archivedAnswer = { status: 409, body: { code: 'classArchived', message: errorMessages.classArchived } }

describe('an archived class is read-only', () => {
  test('the teacher can neither rename it, change its students, plan in it nor rate in its run', async () => {
    const teacher = api(t.app, world.teacher.token)
    const questionId = world.grid.topics[0]!.questionIds[0]!
    const attempts = [
      teacher.post('/groups/update', { id: world.group.id, name: 'Neu' }),
      teacher.post(`/groups/${world.group.id}/users/${world.student.user.id}/toggleActive`, {}),
      teacher.post(`/groups/${world.group.id}/users/${world.student.user.id}/remove`, { ratings: 'keep' }),
      teacher.post('/events/store', {
        type: 'homework',
        group_id: world.group.id,
        subject_id: world.subjectId,
        topic_id: world.grid.topics[0]!.id,
        due_at: '2026-12-01T16:00:00.000Z',
      }),
      teacher.post('/teacherRatings/store', {
        event_id: world.eventId,
        user_ids: [world.student.user.id],
        question_id: questionId,
        grade: 4,
      }),
      teacher.post('/modules/toggleFinished', { module_id: world.activationId }),
    ]
    for (const [index, attempt] of attempts.entries())
      expect([index, answer(await attempt)]).toEqual([index, archivedAnswer])
  })

  test('the student can neither rate nor join it by its code; the refusal says why', async () => {
    const student = studentApi(t.app, world.student.token)
    const rating = await student.post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: world.grid.topics[0]!.questionIds[0],
      grade: 5,
    })
    expect(rating.json()).toMatchObject({ message: studentErrorMessages.classArchived })
    const leave = await student.post('/groups/leave', { group_id: world.group.id })
    expect(leave.statusCode).toBe(409)
  })

  test('a write straight into the database is refused too: a rating by its key, the rest by the triggers', async () => {
    const now = t.app.ctx.clock.now().toISOString()
    const questionId = world.grid.topics[0]!.questionIds[0]!
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => undefined,
        (caught: unknown) => caught,
      )
    const rating = await refusal(
      t.app.ctx.db.execute(sql`
        insert into evaluations (event_id, user_id, question_id, grade, goal, rated_at, created_at, updated_at)
        values (${world.eventId}, ${world.student.user.id}, ${questionId}, 4, 4,
          ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)`),
    )
    expect(postgresErrorCode(rating)).toBe('23503')
    expect(isWriteIntoArchivedClass(rating)).toBe(true)
    const teacherRating = await refusal(
      t.app.ctx.db.execute(sql`
        insert into teacher_ratings (event_id, user_id, question_id, grade, created_at, updated_at)
        values (${world.eventId}, ${world.student.user.id}, ${questionId}, 4, ${now}::timestamptz, ${now}::timestamptz)`),
    )
    expect(postgresErrorCode(teacherRating)).toBe('LR001')
    expect(isWriteIntoArchivedClass(teacherRating)).toBe(true)
  })
})
