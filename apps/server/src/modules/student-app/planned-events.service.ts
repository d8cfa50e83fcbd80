import {
  EventType,
  type SelfAssessmentBody,
  type StudentExam,
  type StudentHomework,
  studentMessages,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { listExamsOfStudent, listHomeworkOfStudent, upsertSelfAssessment } from './planned-events.repo'
import { findStudentEvent, writeRefusal } from './student-event.repo'

export const getStudentHomework = (ctx: AppContext, userId: number): Promise<StudentHomework[]> =>
  listHomeworkOfStudent(ctx.db, userId, ctx.clock.now())

export const getStudentExams = (ctx: AppContext, userId: number): Promise<StudentExam[]> =>
  listExamsOfStudent(ctx.db, userId, ctx.clock.now())

/**
 * The student's self-assessment of an exam (docs/product/subjects-and-classes.md "Homework and exams"):
 * "before" until the exam date, "after" from then on; only while their membership is active. The grade stays
 * the teacher's.
 */
export async function assessExam(
  ctx: AppContext,
  userId: number,
  body: SelfAssessmentBody,
): Promise<StudentExam[]> {
  const event = await findStudentEvent(ctx.db, userId, body.event_id)
  if (!event || event.eventTypeId !== EventType.exam) throw new AppError('notFound')
  const refusal = writeRefusal(event, { running: false, rating: false })
  if (refusal) throw new AppError('forbidden', refusal)
  const now = ctx.clock.now()
  const examBegun = event.dueAt <= now
  if (body.before !== undefined && examBegun) throw AppError.field('before', studentMessages.beforeClosed)
  if (body.after !== undefined && !examBegun) throw AppError.field('after', studentMessages.afterNotYet)
  await upsertSelfAssessment(
    ctx.db,
    { eventId: event.id, userId, before: body.before, after: body.after, now },
    { kind: 'planned', teachers: [event.teacherId], event: event.id },
  )
  return listExamsOfStudent(ctx.db, userId, now)
}
