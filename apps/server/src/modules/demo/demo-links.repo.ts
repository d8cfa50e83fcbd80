import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { demoLinks } from '../../db/schema'

export type DemoLinkPurpose = 'start' | 'cli'

export async function findDemoLink(db: Db, tokenHash: string) {
  const [link] = await db.select().from(demoLinks).where(eq(demoLinks.tokenHash, tokenHash))
  return link
}

/** The standing link of a demo account (decision 011), if it has one. */
export async function findStandingDemoLink(db: Db, userId: number) {
  const [link] = await db
    .select()
    .from(demoLinks)
    .where(and(eq(demoLinks.userId, userId), eq(demoLinks.purpose, 'start')))
  return link
}

/**
 * Adds a link; answers false when the account already has a standing link (another server made it at
 * the same moment): the unique index decides, not a check before the insert.
 */
export async function insertDemoLink(
  db: Db,
  input: { userId: number; tokenHash: string; purpose: DemoLinkPurpose; token?: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(demoLinks)
    .values({ ...input, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: demoLinks.id })
  return inserted.length > 0
}

/** Every link into the account: the standing one and those made before it existed. */
export async function deleteDemoLinksOf(db: Db, userId: number): Promise<void> {
  await db.delete(demoLinks).where(eq(demoLinks.userId, userId))
}
