import { type AddEmailBody, authMessages, limits, Role, studentAddressMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashToken, newNumericCode, newToken } from '../../lib/secrets'
import { throttleRules } from '../../lib/throttle'
import { addressTriedMail, studentAddressMail } from '../../mail/templates'
import type { AuthContext } from '../../plugins/auth'
import { assertNotReserved } from '../auth/email-address'
import { replaceConfirmation } from '../auth/email-confirmation.repo'
import { codeHash, confirmEmail } from '../auth/email-confirmation.service'
import { findUserByEmail } from '../users/users.repo'

/**
 * A student made without an address adds one (decision 041): a code goes to the address and the
 * address counts once the code comes back (`confirmStudentAddress`). An address that already has an
 * account is answered alike and leaves the same trace (a pending confirmation, here with a code
 * nobody knows), so neither the answer nor a second try reveals whose it is; its owner is told.
 */
export async function addStudentAddress(
  ctx: AppContext,
  user: SessionUser,
  body: AddEmailBody,
): Promise<void> {
  if (user.email !== null) throw new AppError('forbidden', studentAddressMessages.addressAlreadyAdded)
  assertNotReserved(ctx, body.email, 'email')
  await ctx.throttle.consume(
    throttleRules.resendConfirmationBurst(user.id),
    throttleRules.resendConfirmationHourly(user.id),
  )
  const email = body.email.toLowerCase()
  const code = newNumericCode(limits.confirmationCodeLength)
  const now = ctx.clock.now()
  const hours = ctx.config.EMAIL_CONFIRMATION_HOURS
  await ctx.db.transaction(async (tx) => {
    const holder = await findUserByEmail(tx, email)
    await replaceConfirmation(tx, {
      userId: user.id,
      email,
      codeHash: codeHash(user.id, holder ? newNumericCode(limits.confirmationCodeLength) : code),
      tokenHash: hashToken(newToken()),
      now,
      expiresAt: new Date(now.getTime() + hours * 60 * 60_000),
    })
    const mail = holder
      ? addressTriedMail({ firstname: holder.firstname, student: holder.roleId === Role.student })
      : studentAddressMail({ firstname: user.firstname, code, hours })
    await ctx.mailer.queue(tx, { to: email, ...mail })
  })
  ctx.mailer.flush()
}

/** The code of the mail: the account's address from now on (login, "Passwort vergessen?"). */
export async function confirmStudentAddress(ctx: AppContext, auth: AuthContext, code: string): Promise<void> {
  if (auth.user.email !== null) throw new AppError('forbidden', studentAddressMessages.addressAlreadyAdded)
  // Only digits are a code; a link token is not this call's (it has no link).
  if (!/^\d+$/.test(code)) throw new AppError('invalidToken', authMessages.confirmationCodeInvalid)
  await confirmEmail(ctx, code, auth)
}
