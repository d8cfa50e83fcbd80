import { type AvailableModule, ModuleStatus, type ModuleSummary } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { toModuleSummary } from '../modules/module-view'
import {
  listPublishedModules,
  listReceivedModules,
  type Receipt,
  type ReceivedModuleRow,
} from './available.repo'

const accessStatus: Record<Receipt, number> = {
  shared: ModuleStatus.shared,
  purchased: ModuleStatus.purchased,
}

/**
 * A module of the Available tab (docs/product/modules.md "Available tab"). A module is beta until it is in
 * the store: itself a published copy (bought), or the original of one. When the store lists another module of
 * its line - the published copy of a shared original (the old beta), or a newer version of a bought copy - it
 * is outdated, and the store link goes to that one (decision 018).
 */
export function toAvailableModule(row: ReceivedModuleRow, receipt: Receipt): AvailableModule {
  const { listed_module_id, active_modules_count, received_at, ...summary } = row
  const isPublished = row.status_id === ModuleStatus.published
  const newerListed = listed_module_id !== null && listed_module_id !== row.id
  return {
    // Another teacher's publication (its review, its reasons) is not the receiver's business.
    ...toModuleSummary({ ...summary, publication: null }),
    access_status_id: accessStatus[receipt],
    beta: !isPublished && listed_module_id === null,
    outdated: newerListed,
    store_module_id: listed_module_id ?? row.id,
    active_modules_count,
    received_at,
  }
}

export async function listAvailable(
  ctx: AppContext,
  userId: number,
  receipt: Receipt,
): Promise<AvailableModule[]> {
  const rows = await listReceivedModules(ctx.db, userId, receipt)
  return rows.map((row) => toAvailableModule(row, receipt))
}

export async function listPublished(ctx: AppContext, userId: number): Promise<ModuleSummary[]> {
  return (await listPublishedModules(ctx.db, userId)).map(toModuleSummary)
}
