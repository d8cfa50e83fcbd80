import { accountMessages, type PublicTeacher, Role } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { throttleRules } from '../../lib/throttle'
import { toPublicTeacher } from './user-view'
import { findUserByEmail } from './users.repo'

/**
 * Finds a colleague to share a module with: only activated teachers, and only their names. Every
 * lookup counts against the caller's hourly budget, so no account can sweep a list of addresses to
 * learn who teaches with Lernraster.
 */
export async function findColleague(
  ctx: AppContext,
  caller: SessionUser,
  email: string,
): Promise<PublicTeacher> {
  await ctx.throttle.consume(throttleRules.userLookup(caller.id))
  const user = await findUserByEmail(ctx.db, email)
  if (!user || user.roleId !== Role.teacher || !user.activated) {
    throw new AppError('notFound', accountMessages.colleagueNotFound)
  }
  return toPublicTeacher(user)
}
