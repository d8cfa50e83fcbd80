import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { listedInStore } from '../core/store-listing'
import { ownsEarlierVersion } from './store-catalog.repo'

export interface Offer {
  id: number
  name: string
  owner_id: number
  crystals: number
  listed: boolean
  owns_earlier_version: boolean
}

/**
 * The store copy a teacher is buying, held FOR SHARE until the purchase commits: the author deleting
 * the original, or the provider confirming a newer version, waits for it (decision 018); the price
 * cannot change meanwhile (the metadata row is held too).
 */
export async function holdOffer(tx: Db, userId: number, moduleId: number): Promise<Offer | undefined> {
  const result = await tx.execute(sql`
    select c.id, c.name, c.owner_id, md.crystals, ${listedInStore('c', 'md')} as listed,
      ${ownsEarlierVersion(userId)} as owns_earlier_version
    from modules c join module_meta_data md on md.module_id = c.id
    where c.id = ${moduleId}
    for share of c, md`)
  return resultRows<Offer>(result)[0]
}

/** Records the purchase; false when the user had bought it already (the primary key says so). */
export async function insertPurchase(
  tx: Db,
  input: { moduleId: number; userId: number; crystals: number; now: Date },
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into module_purchases (module_id, user_id, crystals, created_at)
    values (${input.moduleId}, ${input.userId}, ${input.crystals}, ${input.now.toISOString()}::timestamptz)
    on conflict do nothing
    returning module_id`)
  return resultRows(result).length === 1
}
