import { authMessages, limits } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashToken, newNumericCode, newToken } from '../../lib/secrets'
import { throttleRules } from '../../lib/throttle'
import { confirmationMail, emailChangedNoticeMail, emailChangeMail } from '../../mail/templates'
import type { AuthContext } from '../../plugins/auth'
import { findUserByEmail, findUserById, updateUser } from '../users/users.repo'
import {
  countFailedAttempt,
  deleteConfirmation,
  findConfirmationByToken,
  findConfirmationOfUser,
  replaceConfirmation,
} from './email-confirmation.repo'

/** Codes are salted with the user id: the same six digits of two users hash differently. */
export const codeHash = (userId: number, code: string) => hashToken(`${userId}:${code}`)

const CODE_PATTERN = /^\d+$/

/**
 * Mails a code and a link that confirm `email` for `user`: the registration address, or the new
 * address after an e-mail change (then the account switches to it on confirmation).
 */
export async function sendEmailConfirmation(
  ctx: AppContext,
  db: Db,
  user: SessionUser,
  email: string,
): Promise<void> {
  const code = newNumericCode(limits.confirmationCodeLength)
  const token = newToken()
  const now = ctx.clock.now()
  const hours = ctx.config.EMAIL_CONFIRMATION_HOURS
  await replaceConfirmation(db, {
    userId: user.id,
    email,
    codeHash: codeHash(user.id, code),
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + hours * 60 * 60_000),
  })
  const url = ctx.mailer.link(`/auth/confirmEmail?email_confirmation_token=${token}`)
  const template = email === user.email ? confirmationMail : emailChangeMail
  await ctx.mailer.queue(db, { to: email, ...template({ firstname: user.firstname, code, url, hours }) })
}

type Outcome = { ok: true } | { ok: false; error: AppError }

/**
 * `emailConfirmation` takes the six-digit code (only for the logged-in user it was sent to, with a
 * few tries) or the link token (anyone holding the link: it has 256 bits).
 */
export async function confirmEmail(ctx: AppContext, input: string, auth: AuthContext | null): Promise<void> {
  const isCode = CODE_PATTERN.test(input)
  if (isCode && !auth) throw new AppError('unauthenticated')
  // Counting a wrong code must survive the refusal, so the transaction returns the outcome and the
  // error is thrown after the commit.
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const now = ctx.clock.now()
    const pending = isCode
      ? await findConfirmationOfUser(tx, auth!.user.id, now)
      : await findConfirmationByToken(tx, hashToken(input), now)
    if (!pending) return { ok: false, error: invalidTokenFor(isCode) }
    if (isCode && pending.codeHash !== codeHash(pending.userId, input)) {
      const failed = pending.failedAttempts + 1
      if (failed >= limits.confirmationCodeAttempts) await deleteConfirmation(tx, pending.id)
      else await countFailedAttempt(tx, pending.id, failed)
      return { ok: false, error: invalidTokenFor(true) }
    }
    await deleteConfirmation(tx, pending.id)
    return applyConfirmedAddress(ctx, tx, pending.userId, pending.email)
  })
  if (!outcome.ok) throw outcome.error
  ctx.mailer.flush()
}

function invalidTokenFor(isCode: boolean): AppError {
  return new AppError(
    'invalidToken',
    isCode ? authMessages.confirmationCodeInvalid : authMessages.confirmationLinkInvalid,
  )
}

async function applyConfirmedAddress(
  ctx: AppContext,
  tx: Db,
  userId: number,
  email: string,
): Promise<Outcome> {
  const user = await findUserById(tx, userId)
  if (!user) return { ok: false, error: invalidTokenFor(false) }
  const now = ctx.clock.now()
  if (email === user.email) {
    const activate = ctx.config.AUTO_ACTIVATE_TEACHERS && !user.activated
    await updateUser(tx, user.id, { emailConfirmed: true, ...(activate ? { activated: true } : {}) }, now)
    return { ok: true }
  }
  const holder = await findUserByEmail(tx, email)
  if (holder) return { ok: false, error: new AppError('emailTaken') }
  await updateUser(tx, user.id, { email, newEmail: null, emailConfirmed: true }, now)
  // The old address hears of the change, so a hijacked session cannot move an account silently. A
  // student who had none (created by a teacher) has nobody to tell.
  if (user.email !== null) {
    await ctx.mailer.queue(tx, {
      to: user.email,
      ...emailChangedNoticeMail({ firstname: user.firstname, newEmail: email }),
    })
  }
  return { ok: true }
}

/** Sends a fresh code to the address that still waits for confirmation. */
export async function resendEmailConfirmation(ctx: AppContext, user: SessionUser): Promise<void> {
  const pendingAddress = user.newEmail ?? (user.emailConfirmed ? null : user.email)
  if (!pendingAddress) throw AppError.field('email', authMessages.emailAlreadyConfirmed)
  await ctx.throttle.consume(
    throttleRules.resendConfirmationBurst(user.id),
    throttleRules.resendConfirmationHourly(user.id),
  )
  await ctx.db.transaction((tx) => sendEmailConfirmation(ctx, tx, user, pendingAddress))
  ctx.mailer.flush()
}
