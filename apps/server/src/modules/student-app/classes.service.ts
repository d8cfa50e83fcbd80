import { type GoalUpdateBody, type StudentClass, type StudentGoal, studentMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { throttleRules } from '../../lib/throttle'
import { endMembership } from '../groups/leave-class'
import { announceToStudents, oneStudent } from '../live/student-signal'
import {
  findJoinableClass,
  insertMembership,
  isSubjectOfStudent,
  listClassesOfStudent,
  listGoalsOfStudent,
  upsertGoal,
} from './classes.repo'

/**
 * Joins the class with this code. A wrong code counts against the student and their address
 * (throttleRules.classCodePerStudent/PerIp): 10 tries in 15 minutes, then a pause, so the 887 million
 * codes cannot be tried through. A right code does not count.
 */
export async function joinClass(
  ctx: AppContext,
  userId: number,
  token: string,
  ip: string,
): Promise<StudentClass[]> {
  const rules = [throttleRules.classCodePerStudent(userId), throttleRules.classCodePerIp(ip)]
  await ctx.throttle.assertNotBlocked(...rules)
  const group = await findJoinableClass(ctx.db, token)
  if (!group) {
    await ctx.throttle.record(...rules.map((rule) => rule.key))
    throw AppError.field('token', studentMessages.classCodeUnknown)
  }
  const joined = await insertMembership(
    ctx.db,
    { groupId: group.id, userId, now: ctx.clock.now() },
    { kind: 'groups', teachers: [group.teacherId] },
  )
  if (!joined) throw AppError.field('token', studentMessages.alreadyMember)
  // The student's other devices (a phone and a laptop) list the new class at once (decision 026).
  await announceToStudents(ctx.db, { kind: 'classes' }, oneStudent(userId))
  return listClassesOfStudent(ctx.db, userId)
}

/**
 * The student leaves one of their classes (issue 34 item 4, decision 042): their ratings stay stored,
 * as with the teacher's "keep", and come back if they join again. Not a member: 404.
 */
export async function leaveClass(ctx: AppContext, userId: number, groupId: number): Promise<StudentClass[]> {
  const left = await ctx.db.transaction((tx) => endMembership(tx, { groupId, userId, ratings: 'keep' }))
  if (!left) throw new AppError('notFound')
  return listClassesOfStudent(ctx.db, userId)
}

export async function setGoal(ctx: AppContext, userId: number, body: GoalUpdateBody): Promise<StudentGoal[]> {
  if (!(await isSubjectOfStudent(ctx.db, userId, body.subject_id))) throw new AppError('notFound')
  await upsertGoal(ctx.db, { userId, subjectId: body.subject_id, goal: body.goal, now: ctx.clock.now() })
  return listGoalsOfStudent(ctx.db, userId)
}
