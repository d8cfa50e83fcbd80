import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { apiTokens, users } from '../../db/schema'

const { passwordHash: _passwordHash, ...sessionUserColumns } = getTableColumns(users)

/**
 * The session of a token, with its user: run on every request, so it is built once per database
 * and sent as a prepared statement (decision 020), and it leaves the password hash in the table.
 */
const findSessionStatement = preparedPerDatabase((db) =>
  db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      user: sessionUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .prepare('find_session'),
)

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await findSessionStatement(db).execute({ tokenHash })
  return row
}

export async function touchSession(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId))
}

export async function createSession(
  db: Db,
  input: { userId: number; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(apiTokens).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt: input.expiresAt,
  })
}

export async function revokeSession(db: Db, tokenId: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.id, tokenId))
}

/** Logs the user out everywhere except, optionally, the session that asked. */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .delete(apiTokens)
    .where(
      keepTokenId === undefined
        ? eq(apiTokens.userId, userId)
        : and(eq(apiTokens.userId, userId), ne(apiTokens.id, keepTokenId)),
    )
}
