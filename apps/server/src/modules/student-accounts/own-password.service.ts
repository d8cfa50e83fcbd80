import { type OwnPasswordBody, studentMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { revokeOtherSessions } from '../auth/session.repo'
import { findUserById, updateUser } from '../users/users.repo'

/**
 * The first login with a start password: the student chooses an own one, and every other session
 * of the account ends (docs/product/accounts.md "Students without an address"). Once set, the
 * account is like any other: a change goes through the account's own rules, not this call.
 */
export async function setOwnPassword(
  ctx: AppContext,
  user: SessionUser,
  tokenId: number,
  body: OwnPasswordBody,
): Promise<void> {
  // Only the start password is replaced here; an own password is changed in the account settings.
  if (!user.mustChangePassword) throw new AppError('forbidden')
  const row = await findUserById(ctx.db, user.id)
  if (row && (await verifyPassword(row.passwordHash, body.password))) {
    throw AppError.field('password', studentMessages.ownPasswordSameAsStart)
  }
  const passwordHash = await hashPassword(body.password)
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, mustChangePassword: false }, ctx.clock.now())
    await revokeOtherSessions(tx, user.id, tokenId)
  })
}
