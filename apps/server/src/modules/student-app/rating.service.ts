import {
  type RateAnswer,
  type RateBody,
  type Solution,
  type StudentFeedbackBody,
  type StudentGrid,
  type StudentTopic,
  studentMessages,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { Throttle, throttleRules } from '../../lib/throttle'
import {
  findFeedbackByClientId,
  findQuestionOfEvent,
  insertStudentFeedback,
  readStandingRating,
  type StandingRating,
  upsertRating,
} from './rating.repo'
import { eventCoversTopic, findStudentEvent, type StudentEvent, writeRefusal } from './student-event.repo'
import { readStudentGrid } from './student-modules.repo'
import { readStudentTopic } from './student-topic.repo'

/** The event if it is one of the student's classes'; 404 otherwise (its existence is not revealed). */
async function studentEvent(ctx: AppContext, userId: number, eventId: number): Promise<StudentEvent> {
  const event = await findStudentEvent(ctx.db, userId, eventId)
  if (!event) throw new AppError('notFound')
  return event
}

/** The grid of a module the student's class runs (an activation; homework is one topic). */
export async function getStudentGrid(ctx: AppContext, userId: number, eventId: number): Promise<StudentGrid> {
  const event = await studentEvent(ctx, userId, eventId)
  if (event.topicId !== null) throw new AppError('notFound')
  return readStudentGrid(ctx.db, userId, event)
}

export async function getStudentTopic(
  ctx: AppContext,
  userId: number,
  query: { eventId: number; topicId: number },
): Promise<StudentTopic> {
  const event = await studentEvent(ctx, userId, query.eventId)
  if (!(await eventCoversTopic(ctx.db, event, query.topicId))) throw new AppError('notFound')
  return readStudentTopic(ctx.db, userId, event, query.topicId)
}

/**
 * When a rating counts as given (decision 028): the device's time, but never after the server's now.
 * A device clock ahead would otherwise let its ratings stand over ones the student gives later; taken
 * as the server's now, a rating is at most as late as its arrival, which every later rating passes.
 */
function ratedAtOf(ratedAt: string | undefined, now: Date): Date {
  if (ratedAt === undefined) return now
  const device = new Date(ratedAt)
  return device.getTime() > now.getTime() ? now : device
}

/**
 * A student rates a question (issue 15): only in an event of their class, while their membership is
 * active and the module runs; the goal in force for the subject is kept with the rating. The answer
 * carries the question's solution, which the student may see now, and the rating that stands: a
 * rating the student gave later (issue 32 item 4, an offline queue replayed late or from another
 * device) stays, and the answer says so (`superseded`). A replay of a rating that was written (same
 * `client_id`) answers it as standing, even once the module is finished or the student inactive: it
 * was counted.
 */
export async function rateQuestion(ctx: AppContext, userId: number, body: RateBody): Promise<RateAnswer> {
  const event = await studentEvent(ctx, userId, body.event_id)
  const question = await findQuestionOfEvent(ctx.db, event, body.question_id)
  if (!question) throw AppError.field('question_id', studentMessages.questionNotInEvent)
  const key = { eventId: event.id, userId, questionId: question.id }
  const refusal = writeRefusal(event, { running: true, rating: true })
  if (refusal) {
    const standing = body.client_id === undefined ? undefined : await readStandingRating(ctx.db, key)
    if (!standing || standing.clientId !== body.client_id) throw new AppError('forbidden', refusal)
    return rateAnswerOf(question, standing, false)
  }
  const now = ctx.clock.now()
  const written = await upsertRating(ctx.db, {
    ...key,
    grade: body.grade,
    goal: event.goal,
    secondsSpent: body.seconds_spent,
    ratedAt: ratedAtOf(body.rated_at, now),
    clientId: body.client_id,
    now,
  })
  if (written) {
    // The student's own devices hear it too: a second one shows the rating without a reload.
    ctx.live.announceSoon({
      kind: 'progress',
      teachers: [event.teacherId],
      students: [userId],
      event: event.id,
    })
    return rateAnswerOf(question, written, false)
  }
  // Not written: a later rating stands, or this one does already (its replay). Read after the write,
  // so it is the row as it is now, whatever wrote it.
  const standing = await readStandingRating(ctx.db, key)
  if (!standing) throw new Error('A rating that was not written must have a standing one')
  const replay = body.client_id !== undefined && standing.clientId === body.client_id
  return rateAnswerOf(question, standing, !replay)
}

function rateAnswerOf(
  question: { id: number; solutions: Solution[] },
  standing: StandingRating,
  superseded: boolean,
): RateAnswer {
  return {
    question_id: question.id,
    grade: standing.grade,
    goal: standing.goal,
    superseded,
    rated_at: standing.ratedAt.toISOString(),
    solutions: question.solutions,
  }
}

/**
 * Feedback on a question goes to the teacher's feed; the same rules as rating, and a budget an hour.
 * Sent again with the same `client_id` (an offline queue replayed), it is the same feedback: the first
 * one's id is answered and the budget is not spent again. The insert comes before the budget, in one
 * transaction: a twin at the same moment waits on the unique index and spends nothing, and feedback
 * over the budget is rolled back.
 */
export async function sendStudentFeedback(
  ctx: AppContext,
  userId: number,
  body: StudentFeedbackBody,
): Promise<{ id: number }> {
  const sent =
    body.client_id === undefined ? undefined : await findFeedbackByClientId(ctx.db, userId, body.client_id)
  if (sent !== undefined) return { id: sent }
  const event = await studentEvent(ctx, userId, body.event_id)
  const question = await findQuestionOfEvent(ctx.db, event, body.question_id)
  if (!question) throw AppError.field('question_id', studentMessages.questionNotInEvent)
  const refusal = writeRefusal(event, { running: false, rating: false })
  if (refusal) throw new AppError('forbidden', refusal)
  return ctx.db.transaction(async (tx) => {
    const id = await insertStudentFeedback(
      tx,
      {
        eventId: event.id,
        userId,
        questionId: question.id,
        typeId: body.feedback_type_id,
        content: body.content,
        clientId: body.client_id,
        now: ctx.clock.now(),
      },
      // The class's teacher and the module's author both see it (student-feedback.repo.ts).
      {
        kind: 'feedback',
        teachers: [event.teacherId, event.moduleOwnerId ?? event.teacherId],
        event: event.id,
      },
    )
    if (id !== undefined) {
      await new Throttle(tx, ctx.clock).consume(throttleRules.feedbackPerUser(userId))
      return { id }
    }
    // Its twin was written meanwhile (the same client_id): that one is the answer.
    const twin = await findFeedbackByClientId(tx, userId, body.client_id!)
    if (twin === undefined) throw new Error('A feedback that met its twin must find it')
    return { id: twin }
  })
}
