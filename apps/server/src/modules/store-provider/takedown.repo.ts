import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { listedInStore } from '../core/store-listing'

export interface TakedownTarget {
  id: number
  name: string
  owner_id: number
  listed: boolean
  author: { email: string | null; firstname: string }
}

/**
 * A store copy and its metadata, locked for the takedown: two administrators at once decide one after
 * the other, and a purchase in flight (which holds the offer FOR SHARE) finishes first. Undefined for a
 * module that is no store copy.
 */
export async function lockTakedownTarget(tx: Db, moduleId: number): Promise<TakedownTarget | undefined> {
  const result = await tx.execute(sql`
    select c.id, c.name, c.owner_id, ${listedInStore('c', 'md')} as listed,
      json_build_object('email', author.email, 'firstname', author.firstname) as author
    from modules c join module_meta_data md on md.module_id = c.id join users author on author.id = c.owner_id
    where c.id = ${moduleId} and c.origin_module_id is not null
    for update of c, md`)
  return resultRows<TakedownTarget>(result)[0]
}

/** Takes the copy off the store by the provider (decision 054); its buyers keep it. */
export async function markTakenDown(
  tx: Db,
  input: { moduleId: number; actorId: number | null; reason: string; now: Date },
): Promise<void> {
  await tx.execute(sql`
    update module_meta_data set removed_at = ${input.now.toISOString()}::timestamptz,
      removal_kind = 'provider', removed_by = ${input.actorId}, removal_reason = ${input.reason}
    where module_id = ${input.moduleId}`)
}
