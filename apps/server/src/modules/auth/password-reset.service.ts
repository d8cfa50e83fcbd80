import { authMessages, isDemoEmail, type ResetPasswordBody, Role } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/passwords'
import { hashToken, newToken } from '../../lib/secrets'
import { throttleRules } from '../../lib/throttle'
import { passwordResetMail, studentPasswordResetMail } from '../../mail/templates'
import { findUserByEmail, updateUser } from '../users/users.repo'
import { loginNameOf } from './login-attempts'
import { deletePasswordResetsOf, findValidPasswordReset, replacePasswordReset } from './password-reset.repo'
import { revokeOtherSessions } from './session.repo'
import { trustDevice } from './trusted-devices.repo'

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
    // A student sets the new password in the student app, where they log in, and reads it in du.
    const mail =
      user.roleId === Role.student
        ? studentPasswordResetMail({
            firstname: user.firstname,
            url: ctx.mailer.studentLink(`/reset-password?token=${token}`),
            hours,
          })
        : passwordResetMail({
            firstname: user.firstname,
            url: ctx.mailer.link(`/auth/resetPassword?token=${token}`),
            hours,
          })
    await ctx.mailer.queue(tx, { to: user.email, ...mail })
  })
  ctx.mailer.flush()
}

/**
 * Single use: the link dies with its first success, and every session of the account ends. Whoever
 * holds the link reads the account's mail, so the browser becomes the account's own and the lock on
 * new browsers ends (decision 010); returns the browser's device id to keep.
 */
export async function resetPassword(
  ctx: AppContext,
  body: ResetPasswordBody,
  sentDeviceToken: string | undefined,
): Promise<string> {
  const tokenHash = hashToken(body.token)
  const invalid = () =>
    new AppError('invalidToken', authMessages.resetLinkInvalid, { token: [authMessages.resetLinkInvalid] })
  // A made-up token is refused before argon2 runs: hashing costs CPU on a public route.
  if (!(await findValidPasswordReset(ctx.db, tokenHash, ctx.clock.now()))) throw invalid()
  const passwordHash = await hashPassword(body.password)
  const deviceToken = sentDeviceToken ?? newToken()
  const user = await ctx.db.transaction(async (tx) => {
    // Read again under the row lock: of two simultaneous uses, only one wins.
    const reset = await findValidPasswordReset(tx, tokenHash, ctx.clock.now())
    if (!reset) throw invalid()
    const updated = await updateUser(
      tx,
      reset.userId,
      { passwordHash, mustChangePassword: false },
      ctx.clock.now(),
    )
    await deletePasswordResetsOf(tx, reset.userId)
    await revokeOtherSessions(tx, reset.userId)
    await trustDevice(tx, reset.userId, hashToken(deviceToken), ctx.clock.now())
    return updated
  })
  await ctx.throttle.clear(throttleRules.loginPerAccount(loginNameOf(user)).key)
  return deviceToken
}
