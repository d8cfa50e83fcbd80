import type { NotDoneEvents, SubjectEvaluation } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { sortGerman } from '../../lib/german-order'
import { isMemberOfOwnedGroup } from '../groups/groups.repo'
import { findOwnedSubject } from '../subjects/subjects.repo'
import { evaluationsBySubject, notDoneEvents } from './statistics.repo'

/** A student's data is the teacher's to see only while the student is in that teacher's class. */
async function assertStudentInOwnClass(ctx: AppContext, teacherId: number, groupId: number, userId: number) {
  if (!(await isMemberOfOwnedGroup(ctx.db, teacherId, groupId, userId))) throw new AppError('notFound')
}

export async function getStudentEvaluations(
  ctx: AppContext,
  teacherId: number,
  query: { groupId: number; userId: number },
): Promise<SubjectEvaluation[]> {
  await assertStudentInOwnClass(ctx, teacherId, query.groupId, query.userId)
  const subjects = await evaluationsBySubject(ctx.db, query.groupId, query.userId)
  return sortGerman(subjects, (subject) => subject.subject_title)
}

export async function getNotDoneEvents(
  ctx: AppContext,
  teacherId: number,
  query: { groupId: number; userId: number; subjectId: number },
): Promise<NotDoneEvents> {
  await assertStudentInOwnClass(ctx, teacherId, query.groupId, query.userId)
  if (!(await findOwnedSubject(ctx.db, teacherId, query.subjectId))) throw new AppError('notFound')
  return notDoneEvents(ctx.db, { ...query, now: ctx.clock.now() })
}
