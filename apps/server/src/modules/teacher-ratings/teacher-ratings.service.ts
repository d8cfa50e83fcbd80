import {
  type TeacherRating,
  type TeacherRatingChange,
  type TeacherRatingStoreBody,
  teacherRatingMessages,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import {
  countActiveMembers,
  findRatableTarget,
  readTeacherRatingHistory,
  readTopicTeacherRatings,
  writeTeacherRatings,
} from './teacher-ratings.repo'

// The teacher's judgment beside the student's self-rating (issue 19). An activation the caller may
// not rate in, a question or topic not of its module: 404, as for an id that does not exist.

const invalid = (field: string, message: string) =>
  new AppError('validation', undefined, { [field]: [message] })

/** One grade for each chosen student on a question or on every question of a topic, in one transaction. */
export async function storeTeacherRatings(
  ctx: AppContext,
  teacherId: number,
  body: TeacherRatingStoreBody,
): Promise<TeacherRating[]> {
  const userIds = [...new Set(body.user_ids)]
  return ctx.db.transaction(async (tx) => {
    const target = await findRatableTarget(tx, {
      eventId: body.event_id,
      userId: teacherId,
      questionId: body.question_id,
      topicId: body.topic_id,
    })
    if (!target) throw new AppError('notFound')
    if (target.questionIds.length === 0) {
      if (body.question_id !== undefined) throw new AppError('notFound')
      throw invalid('topic_id', teacherRatingMessages.topicWithoutQuestions)
    }
    if ((await countActiveMembers(tx, target.groupId, userIds)) !== userIds.length)
      throw invalid('user_ids', teacherRatingMessages.notInClass)
    return writeTeacherRatings(tx, {
      eventId: body.event_id,
      userIds,
      questionIds: target.questionIds,
      grade: body.grade,
      ratedBy: teacherId,
      now: ctx.clock.now(),
    })
  })
}

export async function listTopicTeacherRatings(
  ctx: AppContext,
  userId: number,
  query: { eventId: number; topicId: number },
): Promise<TeacherRating[]> {
  const ratings = await readTopicTeacherRatings(ctx.db, { ...query, userId })
  if (!ratings) throw new AppError('notFound')
  return ratings
}

export async function listTeacherRatingHistory(
  ctx: AppContext,
  userId: number,
  query: { eventId: number; studentId: number; questionId: number },
): Promise<TeacherRatingChange[]> {
  const history = await readTeacherRatingHistory(ctx.db, { ...query, userId })
  if (!history) throw new AppError('notFound')
  return history
}
