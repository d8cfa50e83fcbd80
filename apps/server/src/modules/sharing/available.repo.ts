import { ModuleStatus } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { ownedBy } from '../modules/module-access'
import {
  type ModuleCounts,
  type ModuleFieldsRow,
  type ModuleSummaryRow,
  moduleCounts,
  moduleFieldsJson,
  moduleSource,
} from '../modules/modules.repo'

export interface ReceivedModuleRow extends ModuleSummaryRow {
  /** The status of the module's published copy; null without one. */
  published_status_id: number | null
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
      published.status_id as published_status_id,
      (select count(*) from active_modules a
        where a.module_id = modules.id and a.teacher_id = ${userId})::int as active_modules_count,
      ${isoTimestamp('r.created_at')} as received_at
    from ${moduleSource}
      join ${receiptTables[receipt]} r on r.module_id = modules.id and r.user_id = ${userId}
      left join modules published on published.id = modules.published_module_id
    order by r.created_at desc, modules.id desc`)
  return resultRows<Omit<ReceivedModuleRow, keyof ModuleFieldsRow> & { module: ModuleFieldsRow }>(result).map(
    ({ module, ...rest }) => ({ ...module, ...rest }),
  )
}

/** The user's own copies in the store (published, awaiting confirmation, declined), newest first. */
export async function listPublishedModules(db: Db, userId: number): Promise<ModuleSummaryRow[]> {
  const result = await db.execute(sql`
    select ${moduleFieldsJson} as module, ${moduleCounts} from ${moduleSource}
    where ${ownedBy(userId)} and modules.status_id in (${sql.join(
      [ModuleStatus.published, ModuleStatus.awaitingConfirmation, ModuleStatus.confirmationDeclined],
      sql`, `,
    )})
    order by modules.created_at desc, modules.id desc`)
  return resultRows<ModuleCounts & { module: ModuleFieldsRow }>(result).map(({ module, ...counts }) => ({
    ...module,
    ...counts,
  }))
}
