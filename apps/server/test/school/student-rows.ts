import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  evaluations,
  examResults,
  helpRequests,
  nextStepPins,
  studentFeedbacks,
  studentGoals,
  teacherRatingChanges,
  teacherRatings,
} from '../../src/db/schema'
import {
  createEvent,
  createSubjectRow,
  createTopics,
  daysFromNow,
  rateHomework,
  recordExamResult,
} from './school-builders'

// Rows of every kind a student has in a class's events, for the tests of removing a member (decision
// 042) and of a student's data export and deletion (decision 045).

let subjectNumber = 0

/** Every kind of row a student has in an event: self-ratings, exam result, feedback, the teacher's
 * rating with its change, a help request and a pin. */
export async function fillEvent(app: FastifyInstance, teacherId: number, groupId: number, userId: number) {
  const db = () => app.ctx.db
  subjectNumber += 1
  const subject = await createSubjectRow(app, teacherId, `Fach ${subjectNumber}`, `RM${subjectNumber}`)
  const [topic] = await createTopics(app, teacherId, [`Thema ${subjectNumber}`])
  const common = { teacherId, groupId, subjectId: subject.id, dueAt: daysFromNow(app, -1) }
  const homework = await createEvent(app, { ...common, type: 'homework', topicId: topic!.id })
  const exam = await createEvent(app, { ...common, type: 'exam', topicId: topic!.id })
  const run = await createEvent(app, { ...common, type: 'module' })
  await rateHomework(app, { eventId: homework, userId, topic: topic!, ratings: [{ grade: 5, goal: 4 }] })
  await recordExamResult(app, { eventId: exam, userId, before: 4 })
  const now = app.ctx.clock.now()
  const questionId = topic!.questionIds[0]!
  await db().insert(studentFeedbacks).values({
    userId,
    questionId,
    eventId: run,
    feedbackTypeId: 1,
    content: 'Unklar',
    createdAt: now,
    updatedAt: now,
  })
  const [rating] = await db()
    .insert(teacherRatings)
    .values({
      eventId: run,
      userId,
      questionId,
      grade: 4,
      ratedBy: teacherId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: teacherRatings.id })
  await db()
    .insert(teacherRatingChanges)
    .values({ ratingId: rating!.id, gradeBefore: null, grade: 4, ratedBy: teacherId, createdAt: now })
  await db().insert(helpRequests).values({ eventId: run, userId, topicId: topic!.id, createdAt: now })
  await db()
    .insert(nextStepPins)
    .values({ eventId: run, userId, topicId: topic!.id, pinnedBy: teacherId, createdAt: now })
  await db().insert(studentGoals).values({ userId, subjectId: subject.id, goal: 5, updatedAt: now })
  return { events: [homework, exam, run] }
}

/** How many rows of each kind the student has in these events, or in any event without `eventIds`. */
export async function eventRowCounts(app: FastifyInstance, userId: number, eventIds?: number[]) {
  const count = async (
    table:
      | typeof evaluations
      | typeof examResults
      | typeof studentFeedbacks
      | typeof teacherRatings
      | typeof helpRequests
      | typeof nextStepPins,
  ) =>
    (
      await app.ctx.db
        .select()
        .from(table)
        .where(and(eq(table.userId, userId), eventIds ? inArray(table.eventId, eventIds) : undefined))
    ).length
  return {
    evaluations: await count(evaluations),
    examResults: await count(examResults),
    feedback: await count(studentFeedbacks),
    teacherRatings: await count(teacherRatings),
    helpRequests: await count(helpRequests),
    pins: await count(nextStepPins),
  }
}
