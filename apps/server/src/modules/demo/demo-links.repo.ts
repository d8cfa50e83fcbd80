import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { demoLinks } from '../../db/schema'

export async function findDemoLink(db: Db, tokenHash: string) {
  const [link] = await db.select().from(demoLinks).where(eq(demoLinks.tokenHash, tokenHash))
  return link
}

export async function insertDemoLink(
  db: Db,
  input: { userId: number; tokenHash: string; purpose: 'start' | 'cli'; now: Date },
): Promise<void> {
  await db.insert(demoLinks).values({ ...input, createdAt: input.now })
}

export async function deleteDemoLinks(db: Db, userId: number, purpose: 'start' | 'cli'): Promise<void> {
  await db.delete(demoLinks).where(and(eq(demoLinks.userId, userId), eq(demoLinks.purpose, purpose)))
}
