import { isDemoEmail, type LoginBody, limits, Role } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords'
import { hashToken, newToken } from '../../lib/secrets'
import { findDemoLink } from '../demo/demo-links.repo'
import { findUserById, findUserByLogin } from '../users/users.repo'
import { LoginAttempts } from './login-attempts'
import { issueApiToken } from './session.service'
import { trustDevice } from './trusted-devices.repo'

export interface LoginClient {
  ip: string
  /** The device id the browser sent (device-cookie.ts), if any. */
  deviceToken: string | undefined
}

/** A new session, and the browser's device id to keep (the one it sent, or a new one). */
export interface LoginResult {
  apiToken: string
  deviceToken: string
}

/**
 * A wrong e-mail and a wrong password get the same answer, in about the same time. A successful
 * login marks the browser as the account's own (decision 010).
 */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  client: LoginClient,
  app: 'teacher' | 'student' = 'teacher',
): Promise<LoginResult> {
  // The field takes an address or a user name (docs/product/accounts.md "Students without an address").
  const user = await findUserByLogin(ctx.db, body.email)
  const attempts = await LoginAttempts.start(ctx, body.email, user, client)
  await attempts.assertAllowed()
  // No account has a password over the maximum; the dummy check keeps the answer time equal.
  const valid =
    user && body.password.length <= limits.passwordMax
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password.slice(0, limits.passwordMax))
  if (!user || !valid) {
    await attempts.recordFailure()
    throw new AppError('invalidCredentials')
  }
  // Only once the password is right: a stranger learns nothing about which kind of account it is.
  // The teacher app keeps letting students in, to show them the "Not authorized" page
  // (docs/product/accounts.md "Route guard").
  if (app === 'student' && user.roleId !== Role.student) throw new AppError('teacherNotAllowed')
  const deviceToken = client.deviceToken ?? newToken()
  const apiToken = await ctx.db.transaction(async (tx) => {
    await trustDevice(tx, user.id, hashToken(deviceToken), ctx.clock.now())
    return issueApiToken(ctx, tx, user.id)
  })
  return { apiToken, deviceToken }
}

/** `/demo?token=...` links log into the demo teacher account they were made for, and only into one. */
export async function demoLogin(ctx: AppContext, token: string): Promise<string> {
  const link = await findDemoLink(ctx.db, hashToken(token))
  const user = link && (await findUserById(ctx.db, link.userId))
  if (!user || !isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN)) throw new AppError('invalidToken')
  return issueApiToken(ctx, ctx.db, user.id)
}
