import { authMessages, type ConfirmInfoBody, type RegisterBody, Role } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser, UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/passwords'
import { hashToken, newToken } from '../../lib/secrets'
import { throttleRules } from '../../lib/throttle'
import { openCrystalAccount } from '../store/crystals.repo'
import { createAccount } from '../users/create-account'
import { findUserByEmail, isEmailTakenError, updateUser } from '../users/users.repo'
import { assertNotDemo, assertNotReserved, changeAddress } from './email-address'
import { sendEmailConfirmation } from './email-confirmation.service'
import type { LoginClient, LoginResult } from './login.service'
import { issueApiToken } from './session.service'
import { trustDevice } from './trusted-devices.repo'

const emailAlreadyUsed = () => AppError.field('email', authMessages.emailAlreadyUsed)

/**
 * A new teacher: unconfirmed, not activated, logged in (so the confirmation screen can resend). The
 * browser that registered counts as the account's own (decision 010).
 *
 * A new student (the student app, issue 15) is active at once: students need no provider's
 * activation (docs/product/accounts.md "Registering") and join classes only with a teacher's class code.
 * Their address stays unconfirmed until a password reset proves it; no crystals, no confirmation mail.
 */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  client: LoginClient,
  role: typeof Role.teacher | typeof Role.student = Role.teacher,
): Promise<LoginResult> {
  const teacher = role === Role.teacher
  assertNotReserved(ctx, body.email, 'email')
  await ctx.throttle.consume(throttleRules.registerPerIp(client.ip))
  const deviceToken = client.deviceToken ?? newToken()
  if (await findUserByEmail(ctx.db, body.email)) throw emailAlreadyUsed()
  const passwordHash = await hashPassword(body.password)
  try {
    const token = await ctx.db.transaction(async (tx) => {
      const user = await createAccount(
        tx,
        {
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          passwordHash,
          roleId: role,
          emailConfirmed: false,
          activated: !teacher,
        },
        ctx.clock.now(),
      )
      if (teacher) {
        await openCrystalAccount(tx, user.id, ctx.config.CRYSTALS_START, ctx.clock.now())
        await sendEmailConfirmation(ctx, tx, user, body.email)
      }
      await trustDevice(tx, user.id, hashToken(deviceToken), ctx.clock.now())
      return issueApiToken(ctx, tx, user.id)
    })
    ctx.mailer.flush()
    return { apiToken: token, deviceToken }
  } catch (error) {
    if (isEmailTakenError(error)) throw emailAlreadyUsed()
    throw error
  }
}

/**
 * Confirm info: the user checks names and address. Before confirmation a corrected address simply
 * replaces the mistyped one (and gets the code); afterwards it is an e-mail change like updateEmail.
 */
export async function confirmInfo(
  ctx: AppContext,
  user: SessionUser,
  body: ConfirmInfoBody,
): Promise<UserRow> {
  const addressChanges = body.email !== user.email
  if (addressChanges) {
    assertNotDemo(ctx, user)
    assertNotReserved(ctx, body.email, 'email')
    const holder = await findUserByEmail(ctx.db, body.email)
    if (holder) throw emailAlreadyUsed()
  }
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const names = { firstname: body.firstname, lastname: body.lastname }
      if (!addressChanges) return updateUser(tx, user.id, names, ctx.clock.now())
      return changeAddress(ctx, tx, user, body.email, names)
    })
    ctx.mailer.flush()
    return updated
  } catch (error) {
    if (isEmailTakenError(error)) throw emailAlreadyUsed()
    throw error
  }
}
