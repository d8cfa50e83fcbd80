import type { UpdateEmailBody, UpdatePasswordBody } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { throttleRules } from '../../lib/throttle'
import type { AuthContext } from '../../plugins/auth'
import { assertNotDemo, assertNotReserved, changeAddress } from '../auth/email-address'
import { revokeOtherSessions } from '../auth/session.repo'
import { findUserByEmail, isEmailTakenError, updateUser } from '../users/users.repo'

const emailTaken = () =>
  new AppError('emailTaken', 'emailTaken', { new_email: ['This e-mail address is already in use'] })

/** The new address takes effect once confirmed from its own inbox; until then it is `new_email`. */
export async function requestEmailChange(
  ctx: AppContext,
  user: UserRow,
  body: UpdateEmailBody,
): Promise<UserRow> {
  assertNotDemo(ctx, user)
  if (body.new_email === user.email) throw AppError.field('new_email', 'No changes detected!')
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
  // Wrong current passwords count against the same per-account cap as failed logins.
  const accountRule = throttleRules.loginPerAccount(user.email)
  await ctx.throttle.assertNotBlocked(accountRule)
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    await ctx.throttle.record(accountRule.key)
    throw new AppError('currentPasswordIncorrect', 'Current typed password is incorrect', {
      current_password: ['Current typed password is incorrect'],
    })
  }
  if (body.new_password === body.current_password) {
    throw AppError.field('new_password', 'No changes detected!')
  }
  const passwordHash = await hashPassword(body.new_password)
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash }, ctx.clock.now())
    await revokeOtherSessions(tx, user.id, auth.tokenId)
  })
}
