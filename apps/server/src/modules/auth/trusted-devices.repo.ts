import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { trustedDevices } from '../../db/schema'

export async function isTrustedDevice(db: Db, userId: number, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, deviceHash)))
  return row !== undefined
}

/** Marks the browser as the user's own; a second call only moves `last_used_at`. */
export async function trustDevice(db: Db, userId: number, deviceHash: string, now: Date): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ userId, deviceHash, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [trustedDevices.userId, trustedDevices.deviceHash],
      set: { lastUsedAt: sql`excluded.last_used_at` },
    })
}

export async function deleteTrustedDevicesUnusedSince(db: Db, since: Date): Promise<void> {
  await db.delete(trustedDevices).where(lt(trustedDevices.lastUsedAt, since))
}
