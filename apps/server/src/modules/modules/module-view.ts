import {
  type ModuleDetail,
  ModuleStatus,
  type ModuleStatusId,
  type ModuleSummary,
  moduleStatusNames,
  type OwnModuleSummary,
} from '@lernraster/shared'
import { storedPath } from '../core/file-store'
import type { ModuleSummaryRow, OwnModuleRow } from './modules.repo'

/**
 * Why the module's topics may not be moved, or null when they may (docs/product/modules.md
 * "Rearranging topics"): only a draft without a published copy and without active copies. An activation of
 * any status counts: a finished one can be reactivated, and its ratings hang on the grid's cells. Callers
 * that do not know the activations (`hasActivations` undefined) check the status and the published copy only.
 */
export function rearrangeBlockedBy(module: {
  statusId: number
  publishedModuleId: number | null
  hasActivations: boolean
}): ModuleDetail['rearrange_blocked_by'] {
  if (module.statusId !== ModuleStatus.draft) return 'notDraft'
  if (module.publishedModuleId !== null) return 'published'
  if (module.hasActivations) return 'active'
  return null
}

const statusOf = (statusId: number) => moduleStatusNames[statusId as ModuleStatusId]

/** Status ids are written by the server only, so each has its name. */
export function toModuleSummary(row: ModuleSummaryRow): ModuleSummary {
  const { cover_file_id, published_module_id, publication, ...fields } = row
  return {
    ...fields,
    status: statusOf(row.status_id),
    publication: publication && { ...publication, status: statusOf(publication.status_id) },
    cover_path: cover_file_id === null ? null : storedPath(cover_file_id),
    published_module_id: published_module_id ?? 0,
  }
}

export function toOwnModuleSummary(row: OwnModuleRow): OwnModuleSummary {
  const { running_in, ...summary } = row
  return { ...toModuleSummary(summary), running_in }
}
