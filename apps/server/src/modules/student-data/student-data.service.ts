import { isDemoEmail, type StudentDataExport, studentDataMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { checkCurrentPassword } from '../account/current-password'
import { announce } from '../live/live-signal'
import { deleteStudentRows, lockStudentForDeletion, readStudentData } from './student-data.repo'

/**
 * All of a student's data (issue 34 item 4, decision 045), for the student or for the teacher who
 * made the account. The student's own download holds the teacher's ratings once released.
 */
export async function exportStudentData(
  ctx: AppContext,
  input: { userId: number; createdBy?: number },
): Promise<StudentDataExport> {
  const now = ctx.clock.now()
  const data = await readStudentData(ctx.db, {
    ...input,
    releasedRatingsOnly: input.createdBy === undefined,
    now,
  })
  if (!data) throw new AppError('notFound')
  return { format: 'lernraster-schuelerdaten-1', exported_at: now.toISOString(), ...data }
}

/** The student deletes their own account; the own password confirms it (a phone left unlocked). */
export async function deleteOwnAccount(ctx: AppContext, user: SessionUser, password: string): Promise<void> {
  assertNotDemoAccount(ctx, user.email)
  await checkCurrentPassword(ctx, user.id, password, 'password')
  await deleteStudent(ctx, { userId: user.id })
}

/** The teacher deletes an account they made from a list of names (decision 038); 404 for any other. */
export async function deleteCreatedAccount(
  ctx: AppContext,
  teacher: SessionUser,
  userId: number,
): Promise<void> {
  assertNotDemoAccount(ctx, teacher.email)
  const deleted = await deleteStudent(ctx, { userId, createdBy: teacher.id })
  if (!deleted) throw new AppError('notFound')
}

/**
 * One transaction: the account's row is locked, its outbox mails and the account go (every row of
 * the student's with it, by the foreign keys), and the teachers of the student's classes hear of it
 * at commit. Of two deletions at the same moment the second finds nothing.
 */
async function deleteStudent(
  ctx: AppContext,
  input: { userId: number; createdBy?: number },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const account = await lockStudentForDeletion(tx, input)
    if (!account) return false
    await deleteStudentRows(tx, { userId: input.userId, email: account.email })
    if (account.teachers.length > 0) {
      await announce(tx, { kind: 'groups', teachers: account.teachers })
      await announce(tx, { kind: 'progress', teachers: account.teachers })
    }
    return true
  })
}

// The demo is open to anyone with its link (decision 011): nobody deletes its accounts.
function assertNotDemoAccount(ctx: AppContext, email: string | null): void {
  if (email !== null && isDemoEmail(email, ctx.config.PRODUCT_DOMAIN)) {
    throw new AppError('forbidden', studentDataMessages.demoNoDelete)
  }
}
