import type { CrystalEntry, CrystalEntryKind } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'

/**
 * Opens the user's crystal account with the start amount and its 'start' entry, if it has none yet
 * (one statement; a second call, or a concurrent one, does nothing). Accounts open at registration,
 * and for older accounts at their first look at crystals (decision 018).
 */
export async function openCrystalAccount(
  db: Db,
  userId: number,
  startAmount: number,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await db.execute(sql`
    with opened as (
      insert into crystal_accounts (user_id, balance, updated_at)
      values (${userId}, ${startAmount}, ${at}::timestamptz)
      on conflict (user_id) do nothing
      returning user_id, balance)
    insert into crystal_entries (user_id, amount, balance_after, kind, created_at)
    select user_id, balance, balance, 'start', ${at}::timestamptz from opened`)
}

export interface CrystalMove {
  userId: number
  /** Signed: minus takes, plus gives. */
  amount: number
  kind: CrystalEntryKind
  moduleId?: number
  moduleName?: string
  reason?: string
}

/**
 * Changes one balance and appends its ledger entry in one statement; returns the balance after, or
 * undefined when the account would go below zero (nothing is written then). The UPDATE locks the
 * account row until the transaction ends, so two moves of one account never interleave; callers that
 * move several accounts do it in user-id order, so two transactions never wait on each other in a
 * circle (decision 018). The account must be open.
 */
export async function moveCrystals(tx: Db, move: CrystalMove, now: Date): Promise<number | undefined> {
  const at = now.toISOString()
  const result = await tx.execute(sql`
    with moved as (
      update crystal_accounts set balance = balance + ${move.amount}, updated_at = ${at}::timestamptz
      where user_id = ${move.userId} and balance + ${move.amount} >= 0
      returning user_id, balance)
    insert into crystal_entries (user_id, amount, balance_after, kind, module_id, module_name, reason, created_at)
    select user_id, ${move.amount}, balance, ${move.kind}, ${move.moduleId ?? null}, ${move.moduleName ?? null},
      ${move.reason ?? null}, ${at}::timestamptz
    from moved
    returning balance_after`)
  return resultRows<{ balance_after: number }>(result)[0]?.balance_after
}

export async function readBalance(db: Db, userId: number): Promise<number> {
  const result = await db.execute(sql`select balance from crystal_accounts where user_id = ${userId}`)
  return resultRows<{ balance: number }>(result)[0]?.balance ?? 0
}

/** One page of the history, newest first, with the balance and the number of entries: one statement. */
export async function readCrystalHistory(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ balance: number; total: number; items: CrystalEntry[] }> {
  const result = await db.execute(sql`
    select
      coalesce((select balance from crystal_accounts where user_id = ${userId}), 0) as balance,
      (select count(*)::int from crystal_entries where user_id = ${userId}) as total,
      coalesce((
        select json_agg(json_build_object(
          'id', e.id, 'amount', e.amount, 'balance_after', e.balance_after, 'kind', e.kind,
          'module_id', e.module_id, 'module_name', e.module_name, 'reason', e.reason,
          'created_at', ${isoTimestamp('e.created_at')}) order by e.id desc)
        from (select * from crystal_entries where user_id = ${userId}
              order by id desc limit ${page.limit} offset ${page.offset}) e
      ), '[]'::json) as items`)
  return resultRows<{ balance: number; total: number; items: CrystalEntry[] }>(result)[0]!
}
