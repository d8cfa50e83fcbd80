import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { listedInStore } from '../core/store-listing'

/**
 * The copy of the line of `originId` its card should name once a waiting submission is withdrawn
 * (decision 054 "Withdrawing a publication that waits"): the listed one, else the newest one taken off
 * the store (its card keeps saying so), else none.
 */
export async function currentCopyOfLine(tx: Db, originId: number): Promise<number | null> {
  const result = await tx.execute(sql`
    select c.id from modules c join module_meta_data md on md.module_id = c.id
    where c.origin_module_id = ${originId} and md.published_at is not null
      and md.superseded_at is null and md.withdrawn_at is null
    order by ${listedInStore('c', 'md')} desc, md.published_at desc, c.id desc
    limit 1`)
  return resultRows<{ id: number }>(result)[0]?.id ?? null
}

/**
 * The line's listed copy and its metadata, locked: a purchase in flight (it holds them FOR SHARE)
 * finishes first, and a takedown by the provider at the same moment is seen (the condition is checked
 * again on the locked row), so the copy leaves the store once.
 */
export async function lockListedCopy(
  tx: Db,
  originId: number,
): Promise<{ id: number; meta_id: number } | undefined> {
  const result = await tx.execute(sql`
    select c.id, md.id as meta_id from modules c join module_meta_data md on md.module_id = c.id
    where c.origin_module_id = ${originId} and ${listedInStore('c', 'md')}
    for update of c, md`)
  return resultRows<{ id: number; meta_id: number }>(result)[0]
}

/** Takes a listed copy off the store by its author (decision 054 "Taking a module off the store"). */
export async function markRemovedByAuthor(tx: Db, metaId: number, userId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update module_meta_data set removed_at = ${now.toISOString()}::timestamptz, removal_kind = 'author',
      removed_by = ${userId}
    where id = ${metaId}`)
}
