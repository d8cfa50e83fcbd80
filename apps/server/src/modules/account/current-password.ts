import { accountMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { verifyPassword } from '../../lib/passwords'
import { throttleRules } from '../../lib/throttle'
import { findUserById } from '../users/users.repo'

/**
 * The account's own password, asked again before a change a stolen session must not make (a new
 * password, deleting the account). Wrong ones are counted per account, apart from logins: a stolen
 * session may not guess on, nor lock anyone out. `field` names the form field the message goes to.
 */
export async function checkCurrentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  field: string,
): Promise<void> {
  const checkRule = throttleRules.passwordCheck(userId)
  await ctx.throttle.assertNotBlocked(checkRule)
  // The session leaves the hash in the table (plugins/auth.ts); only these requests need it.
  const stored = await findUserById(ctx.db, userId)
  if (!stored) throw new AppError('unauthenticated')
  if (!(await verifyPassword(stored.passwordHash, password))) {
    await ctx.throttle.record(checkRule.key)
    throw new AppError('currentPasswordIncorrect', undefined, {
      [field]: [accountMessages.currentPasswordIncorrect],
    })
  }
}
