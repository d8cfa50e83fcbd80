import { ModuleStatus } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { listedInStore } from '../core/store-listing'
import {
  type ModuleCounts,
  type ModuleFieldsRow,
  type ModuleSummaryRow,
  moduleCounts,
  moduleFieldsJson,
  moduleSource,
} from '../modules/modules.repo'

export interface ReceivedModuleRow extends ModuleSummaryRow {
  /** The copy of the module's line the store lists now (decision 018); null when none is listed. */
  listed_module_id: number | null
  active_modules_count: number
  received_at: string
}

/** How the caller came to have a module: a share (module_shares) or a purchase (module_purchases). */
export type Receipt = 'shared' | 'purchased'
const receiptTables: Record<Receipt, ReturnType<typeof sql.raw>> = {
  shared: sql.raw('module_shares'),
  purchased: sql.raw('module_purchases'),
}

/**
 * The modules shared with (or bought by) the user, the newest receipt first, in one statement: the
 * receipts by the (user) index, each module's counts by their indexes, and the user's activations of
 * it by the (module, class) index.
 */
export async function listReceivedModules(
  db: Db,
  userId: number,
  receipt: Receipt,
): Promise<ReceivedModuleRow[]> {
  const result = await db.execute(sql`
    select ${moduleFieldsJson} as module, ${moduleCounts},
      (select listed.id from modules listed join module_meta_data lm on lm.module_id = listed.id
        where listed.origin_module_id = coalesce(modules.origin_module_id, modules.id)
          and ${listedInStore('listed', 'lm')}) as listed_module_id,
      (select count(*) from active_modules a
        where a.module_id = modules.id and a.teacher_id = ${userId})::int as active_modules_count,
      ${isoTimestamp('r.created_at')} as received_at
    from ${moduleSource}
      join ${receiptTables[receipt]} r on r.module_id = modules.id and r.user_id = ${userId}
    order by r.created_at desc, modules.id desc`)
  return resultRows<Omit<ReceivedModuleRow, keyof ModuleFieldsRow> & { module: ModuleFieldsRow }>(result).map(
    ({ module, ...rest }) => ({ ...module, ...rest }),
  )
}

/**
 * The user's own store copies (published, awaiting confirmation, declined), newest first; versions a
 * newer one replaced and copies of deleted originals are the buyers' now, not the author's business.
 */
export async function listPublishedModules(db: Db, userId: number): Promise<ModuleSummaryRow[]> {
  const result = await db.execute(sql`
    select ${moduleFieldsJson} as module, ${moduleCounts} from ${moduleSource}
    where modules.owner_id = ${userId} and modules.origin_module_id is not null
      and not exists (select 1 from module_meta_data md where md.module_id = modules.id
        and (md.superseded_at is not null or md.withdrawn_at is not null))
      and modules.status_id in (${sql.join(
        [ModuleStatus.published, ModuleStatus.awaitingConfirmation, ModuleStatus.confirmationDeclined],
        sql`, `,
      )})
    order by modules.created_at desc, modules.id desc`)
  return resultRows<ModuleCounts & { module: ModuleFieldsRow }>(result).map(({ module, ...counts }) => ({
    ...module,
    ...counts,
  }))
}
