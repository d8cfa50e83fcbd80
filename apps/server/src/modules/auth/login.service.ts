import { isDemoEmail, type LoginBody, limits } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords'
import { hashToken } from '../../lib/secrets'
import { throttleRules } from '../../lib/throttle'
import { findDemoLink } from '../demo/demo-links.repo'
import { findUserByEmail, findUserById } from '../users/users.repo'
import { issueApiToken } from './session.service'

/** A wrong e-mail and a wrong password get the same answer, in about the same time. */
export async function login(ctx: AppContext, body: LoginBody, ip: string): Promise<string> {
  const rules = [throttleRules.loginPerEmailAndIp(body.email, ip), throttleRules.loginPerAccount(body.email)]
  await ctx.throttle.assertNotBlocked(...rules)
  const user = await findUserByEmail(ctx.db, body.email)
  // No account has a password over the maximum; the dummy check keeps the answer time equal.
  const valid =
    user && body.password.length <= limits.passwordMax
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password.slice(0, limits.passwordMax))
  if (!user || !valid) {
    await ctx.throttle.record(...rules.map((rule) => rule.key))
    throw new AppError('invalidCredentials')
  }
  return issueApiToken(ctx, ctx.db, user.id)
}

/** `/demo?token=...` links log into the demo teacher account they were made for, and only into one. */
export async function demoLogin(ctx: AppContext, token: string): Promise<string> {
  const link = await findDemoLink(ctx.db, hashToken(token))
  const user = link && (await findUserById(ctx.db, link.userId))
  if (!user || !isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN)) throw new AppError('invalidToken')
  return issueApiToken(ctx, ctx.db, user.id)
}
