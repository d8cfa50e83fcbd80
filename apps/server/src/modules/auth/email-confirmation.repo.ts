import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailConfirmations } from '../../db/schema'

export async function replaceConfirmation(
  db: Db,
  input: { userId: number; email: string; codeHash: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  // One pending confirmation per user: a new code or a new address invalidates the old link.
  await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, input.userId))
  await db.insert(emailConfirmations).values({
    userId: input.userId,
    email: input.email,
    codeHash: input.codeHash,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  })
}

export async function findConfirmationByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.tokenHash, tokenHash), gt(emailConfirmations.expiresAt, now)))
  return row
}

export async function findConfirmationOfUser(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.expiresAt, now)))
    .for('update')
  return row
}

export async function countFailedAttempt(db: Db, id: number, failedAttempts: number): Promise<void> {
  await db.update(emailConfirmations).set({ failedAttempts }).where(eq(emailConfirmations.id, id))
}

export async function deleteConfirmation(db: Db, id: number): Promise<void> {
  await db.delete(emailConfirmations).where(eq(emailConfirmations.id, id))
}
