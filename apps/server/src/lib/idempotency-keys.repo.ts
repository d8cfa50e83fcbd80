import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { resultRows } from './result-rows'

/** One user's key on one call (decision 047); the key itself is kept only as its hash. */
export interface KeyScope {
  userId: number
  call: string
  keyHash: string
}

export interface KeyRow {
  requestHash: string
  status: number | null
  answer: string | null
  createdAt: Date
}

/**
 * Takes the key for this request: true when this request is the first (or the earlier use is older
 * than `expiredBefore` and is replaced). The primary key decides between two requests at the same
 * moment, on one instance or several: exactly one of them gets true.
 */
export async function claimKey(
  db: Db,
  scope: KeyScope,
  requestHash: string,
  now: Date,
  expiredBefore: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into idempotency_keys (user_id, call, key_hash, request_hash, status, answer, created_at)
    values (${scope.userId}, ${scope.call}, ${scope.keyHash}, ${requestHash}, null, null, ${now.toISOString()}::timestamptz)
    on conflict (user_id, call, key_hash) do update
      set request_hash = excluded.request_hash, status = null, answer = null, created_at = excluded.created_at
      where idempotency_keys.created_at < ${expiredBefore.toISOString()}::timestamptz
    returning user_id
  `)
  return resultRows(result).length > 0
}

const whereScope = (scope: KeyScope) =>
  and(
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.call, scope.call),
    eq(idempotencyKeys.keyHash, scope.keyHash),
  )

export async function findKey(db: Db, scope: KeyScope): Promise<KeyRow | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      answer: idempotencyKeys.answer,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(whereScope(scope))
  return row
}

export async function storeAnswer(db: Db, scope: KeyScope, status: number, answer: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, answer }).where(whereScope(scope))
}

/** Gives the key back after the call failed: its effect was rolled back, a repeat runs anew. */
export async function releaseKey(db: Db, scope: KeyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(whereScope(scope))
}

/** The hourly maintenance: keys past their 24 hours answer nothing any more. */
export async function deleteKeysCreatedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before))
}
