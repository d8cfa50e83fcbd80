import {
  type RateAnswer,
  type RateBody,
  type StudentFeedbackBody,
  type StudentGrid,
  type StudentTopic,
  studentMessages,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { throttleRules } from '../../lib/throttle'
import { findQuestionOfEvent, insertStudentFeedback, upsertRating } from './rating.repo'
import { eventCoversTopic, findStudentEvent, isRatable, type StudentEvent } from './student-event.repo'
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
 * A student rates a question (issue 15): only in an event of their class, while their membership is
 * active and the module runs; the goal in force for the subject is kept with the rating. The answer
 * carries the question's solution, which the student may see now.
 */
export async function rateQuestion(ctx: AppContext, userId: number, body: RateBody): Promise<RateAnswer> {
  const event = await studentEvent(ctx, userId, body.event_id)
  const question = await findQuestionOfEvent(ctx.db, event, body.question_id)
  if (!question) throw AppError.field('question_id', studentMessages.questionNotInEvent)
  if (!isRatable(event)) throw new AppError('forbidden', studentMessages.notRatable)
  await upsertRating(
    ctx.db,
    {
      eventId: event.id,
      userId,
      questionId: question.id,
      grade: body.grade,
      goal: event.goal,
      secondsSpent: body.seconds_spent,
      now: ctx.clock.now(),
    },
    { kind: 'progress', teachers: [event.teacherId], event: event.id },
  )
  return { question_id: question.id, grade: body.grade, goal: event.goal, solutions: question.solutions }
}

/** Feedback on a question goes to the teacher's feed; the same rules as rating, and a budget an hour. */
export async function sendStudentFeedback(
  ctx: AppContext,
  userId: number,
  body: StudentFeedbackBody,
): Promise<{ id: number }> {
  const event = await studentEvent(ctx, userId, body.event_id)
  const question = await findQuestionOfEvent(ctx.db, event, body.question_id)
  if (!question) throw AppError.field('question_id', studentMessages.questionNotInEvent)
  if (!event.memberActive) throw new AppError('forbidden', studentMessages.notRatable)
  await ctx.throttle.consume(throttleRules.feedbackPerUser(userId))
  const id = await insertStudentFeedback(
    ctx.db,
    {
      eventId: event.id,
      userId,
      questionId: question.id,
      typeId: body.feedback_type_id,
      content: body.content,
      now: ctx.clock.now(),
    },
    // The class's teacher and the module's author both see it (student-feedback.repo.ts).
    {
      kind: 'feedback',
      teachers: [event.teacherId, event.moduleOwnerId ?? event.teacherId],
      event: event.id,
    },
  )
  return { id }
}
