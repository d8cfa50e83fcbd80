import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { hashToken, newToken } from '../../lib/secrets'
import { createSession } from './session.repo'

/** Starts a session and returns the bearer token; only its hash is stored. */
export async function issueApiToken(ctx: AppContext, db: Db, userId: number): Promise<string> {
  const token = newToken()
  const now = ctx.clock.now()
  const expiresAt = new Date(now.getTime() + ctx.config.TOKEN_MAX_DAYS * 24 * 60 * 60_000)
  await createSession(db, { userId, tokenHash: hashToken(token), now, expiresAt })
  return token
}
