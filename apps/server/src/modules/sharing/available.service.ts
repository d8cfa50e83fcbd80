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
 * A module of the Available tab (spec 2 §2). A module is beta until it is in the store: itself a
 * published copy (bought), or the original of one. An original whose published copy exists is the
 * old beta, outdated, and the store link goes to that copy.
 */
export function toAvailableModule(row: ReceivedModuleRow, receipt: Receipt): AvailableModule {
  const { published_status_id, active_modules_count, received_at, ...summary } = row
  const isPublished = row.status_id === ModuleStatus.published
  const hasPublishedCopy = published_status_id === ModuleStatus.published
  return {
    ...toModuleSummary(summary),
    access_status_id: accessStatus[receipt],
    beta: !isPublished && !hasPublishedCopy,
    outdated: hasPublishedCopy && !isPublished,
    store_module_id: row.published_module_id ?? row.id,
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
