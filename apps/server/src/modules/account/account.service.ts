import {
  accountMessages,
  authMessages,
  type UpdateEmailBody,
  type UpdatePasswordBody,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser, UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/passwords'
import type { AuthContext } from '../../plugins/auth'
import { assertNotDemo, assertNotReserved, changeAddress } from '../auth/email-address'
import { revokeOtherSessions } from '../auth/session.repo'
import { findUserByEmail, isEmailTakenError, updateUser } from '../users/users.repo'
import { checkCurrentPassword } from './current-password'

const emailTaken = () => new AppError('emailTaken', undefined, { new_email: [authMessages.emailAlreadyUsed] })

/** The new address takes effect once confirmed from its own inbox; until then it is `new_email`. */
export async function requestEmailChange(
  ctx: AppContext,
  user: SessionUser,
  body: UpdateEmailBody,
): Promise<UserRow> {
  assertNotDemo(ctx, user)
  if (body.new_email === user.email) throw AppError.field('new_email', accountMessages.noChanges)
  assertNotReserved(ctx, body.new_email, 'new_email')
  if (await findUserByEmail(ctx.db, body.new_email)) throw emailTaken()
  try {
    const updated = await ctx.db.transaction((tx) => changeAddress(ctx, tx, user, body.new_email))
    ctx.mailer.flush()
    return updated
  } catch (error) {
    if (isEmailTakenError(error)) throw emailTaken()
    throw error
  }
}

/** Needs the current password; ends every other session of the account. */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  body: UpdatePasswordBody,
): Promise<void> {
  const { user } = auth
  assertNotDemo(ctx, user)
  await checkCurrentPassword(ctx, user.id, body.current_password, 'current_password')
  if (body.new_password === body.current_password) {
    throw AppError.field('new_password', accountMessages.noChanges)
  }
  const passwordHash = await hashPassword(body.new_password)
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash }, ctx.clock.now())
    await revokeOtherSessions(tx, user.id, auth.tokenId)
  })
}
