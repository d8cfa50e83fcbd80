import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { passwordResets } from '../../db/schema'

export async function replacePasswordReset(
  db: Db,
  input: { userId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, input.userId))
  await db.insert(passwordResets).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  })
}

export async function findValidPasswordReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
    .for('update')
  return row
}

export async function deletePasswordResetsOf(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId))
}
