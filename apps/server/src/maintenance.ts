import { lt } from 'drizzle-orm'
import type { AppContext } from './context'
import { apiTokens, emailConfirmations, passwordResets } from './db/schema'

/** Deletes what can never be used again: old throttle hits, expired tokens and links. */
export async function pruneExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now()
  await ctx.throttle.prune()
  await ctx.db.delete(apiTokens).where(lt(apiTokens.expiresAt, now))
  await ctx.db.delete(emailConfirmations).where(lt(emailConfirmations.expiresAt, now))
  await ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, now))
}
