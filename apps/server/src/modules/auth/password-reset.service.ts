import { isDemoEmail, type ResetPasswordBody } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/passwords'
import { hashToken, newToken } from '../../lib/secrets'
import { throttleRules } from '../../lib/throttle'
import { passwordResetMail } from '../../mail/templates'
import { findUserByEmail, updateUser } from '../users/users.repo'
import { deletePasswordResetsOf, findValidPasswordReset, replacePasswordReset } from './password-reset.repo'
import { revokeOtherSessions } from './session.repo'

/** Same answer whether or not the address has an account: the caller learns nothing. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await ctx.throttle.consume(throttleRules.forgotPassword(email))
  const user = await findUserByEmail(ctx.db, email)
  if (!user || isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN)) return
  const token = newToken()
  const now = ctx.clock.now()
  const hours = ctx.config.PASSWORD_RESET_HOURS
  await ctx.db.transaction(async (tx) => {
    await replacePasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + hours * 60 * 60_000),
    })
    const url = ctx.mailer.link(`/auth/resetPassword?token=${token}`)
    await ctx.mailer.queue(tx, {
      to: user.email,
      ...passwordResetMail({ firstname: user.firstname, url, hours }),
    })
  })
  ctx.mailer.flush()
}

/** Single use: the link dies with its first success, and every session of the account ends. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  const tokenHash = hashToken(body.token)
  const invalid = () => new AppError('invalidToken', 'Invalid Token', { token: ['Invalid Token'] })
  // A made-up token is refused before argon2 runs: hashing costs CPU on a public route.
  if (!(await findValidPasswordReset(ctx.db, tokenHash, ctx.clock.now()))) throw invalid()
  const passwordHash = await hashPassword(body.password)
  await ctx.db.transaction(async (tx) => {
    // Read again under the row lock: of two simultaneous uses, only one wins.
    const reset = await findValidPasswordReset(tx, tokenHash, ctx.clock.now())
    if (!reset) throw invalid()
    await updateUser(tx, reset.userId, { passwordHash }, ctx.clock.now())
    await deletePasswordResetsOf(tx, reset.userId)
    await revokeOtherSessions(tx, reset.userId)
  })
}
