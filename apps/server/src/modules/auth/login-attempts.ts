import { isDemoEmail, Role } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashToken } from '../../lib/secrets'
import { type ThrottleRule, throttleRules } from '../../lib/throttle'
import { loginLockedMail, studentLoginLockedMail } from '../../mail/templates'
import { isTrustedDevice } from './trusted-devices.repo'

/**
 * The failed-login counters one attempt is held to (decision 010). From a browser the account has
 * used, only that browser's own counter; from any other, a slowdown per client address and a cap
 * per account. A stranger can fill the account's cap, but never the owner's own browsers.
 */
export class LoginAttempts {
  private constructor(
    private readonly ctx: AppContext,
    private readonly user: UserRow | undefined,
    private readonly rules: ThrottleRule[],
    private readonly accountRule: ThrottleRule | undefined,
  ) {}

  /** `login` is what was typed (an address or a user name); a found account counts under one name. */
  static async start(
    ctx: AppContext,
    login: string,
    user: UserRow | undefined,
    client: { ip: string; deviceToken: string | undefined },
  ): Promise<LoginAttempts> {
    const email = user ? loginNameOf(user) : login
    const deviceHash = client.deviceToken && hashToken(client.deviceToken)
    if (user && deviceHash && (await isTrustedDevice(ctx.db, user.id, deviceHash))) {
      return new LoginAttempts(ctx, user, [throttleRules.loginPerTrustedDevice(email, deviceHash)], undefined)
    }
    const accountRule = throttleRules.loginPerAccount(email)
    return new LoginAttempts(
      ctx,
      user,
      [throttleRules.loginPerEmailAndIp(email, client.ip), accountRule],
      accountRule,
    )
  }

  /** 429 before any password is checked: a full account cap says what the owner can do. */
  async assertAllowed(): Promise<void> {
    const blocked = await this.ctx.throttle.firstBlocked(...this.rules)
    if (!blocked) return
    throw new AppError(blocked === this.accountRule ? 'accountLocked' : 'tooManyRequests')
  }

  /** Counts a failure; the failure that fills the account's cap tells its owner by mail, once an hour. */
  async recordFailure(): Promise<void> {
    const { ctx, user, accountRule } = this
    await ctx.throttle.record(...this.rules.map((rule) => rule.key))
    // Nobody to tell without an address: the teacher's new card ends the lock (student-accounts.service.ts).
    if (!user || !accountRule || user.email === null || isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN))
      return
    const to = user.email
    if (!(await ctx.throttle.isBlocked(accountRule))) return
    const notice = throttleRules.lockoutNotice(user.email)
    if (await ctx.throttle.isBlocked(notice)) return
    await ctx.throttle.record(notice.key)
    await ctx.db.transaction((tx) =>
      ctx.mailer.queue(tx, {
        to,
        // A student resets in the student app and reads it in du (issue 32).
        ...(user.roleId === Role.student
          ? studentLoginLockedMail({
              firstname: user.firstname,
              attempts: accountRule.limit,
              url: ctx.mailer.studentLink('/forgot-password'),
            })
          : loginLockedMail({
              firstname: user.firstname,
              attempts: accountRule.limit,
              url: ctx.mailer.link('/auth/forgotPassword'),
            })),
      }),
    )
    ctx.mailer.flush()
  }
}

/**
 * The one name an account's login counters use, whether the student typed the address or the user
 * name: the address if there is one, else the user name (decision 038). The two never collide: only
 * an address has an `@`.
 */
export function loginNameOf(user: Pick<UserRow, 'id' | 'email' | 'username'>): string {
  return user.email ?? user.username ?? `#${user.id}`
}
