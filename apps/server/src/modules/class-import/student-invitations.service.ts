import type { StudentClass, StudentInvitation } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { announce } from '../live/live-signal'
import { announceToStudents, oneStudent } from '../live/student-signal'
import { insertMembership, listClassesOfStudent } from '../student-app/classes.repo'
import {
  deleteInvitation,
  isMemberOf,
  listOpenInvitationsOf,
  takeOpenInvitation,
  teacherOfGroup,
} from './class-import.repo'

// Invitations from a class list as the student answers them (decision 037,
// docs/product/subjects-and-classes.md "Importing a class list").

export async function openInvitations(ctx: AppContext, userId: number): Promise<StudentInvitation[]> {
  return listOpenInvitationsOf(ctx.db, userId, ctx.clock.now())
}

/**
 * The student joins the class (joined now, active) and the invitation is gone, in one transaction;
 * the teacher's class screen and the student's other devices hear it. Accepted twice at the same
 * moment, the second finds the student in the class and answers the same.
 */
export async function acceptInvitation(
  ctx: AppContext,
  userId: number,
  groupId: number,
): Promise<StudentClass[]> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const taken = await takeOpenInvitation(tx, { groupId, userId, now })
    if (!taken) {
      if (await isMemberOf(tx, groupId, userId)) return
      throw new AppError('notFound')
    }
    await insertMembership(tx, { groupId, userId, now }, { kind: 'groups', teachers: [taken.teacherId] })
    await announceToStudents(tx, { kind: 'classes' }, oneStudent(userId))
  })
  return listClassesOfStudent(ctx.db, userId)
}

/** The invitation is gone (open or expired); the class's teacher sees it vanish. */
export async function declineInvitation(
  ctx: AppContext,
  userId: number,
  groupId: number,
): Promise<{ declined: boolean }> {
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteInvitation(tx, groupId, userId))) throw new AppError('notFound')
    const teacherId = await teacherOfGroup(tx, groupId)
    if (teacherId !== undefined) await announce(tx, { kind: 'groups', teachers: [teacherId] })
  })
  return { declined: true }
}
