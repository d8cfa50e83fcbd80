import { moduleMessages } from '@lernraster/shared'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/database-errors'
import type { ModuleRow } from '../core/module-access'
import { rearrangeBlockedBy } from '../modules/module-view'
import { moduleHasActivations } from '../modules/modules.repo'

// The grid's rules that the writes of blocks and topics share. The database holds one block per
// column and one topic per cell; the module's current size is checked here, under the module's lock.

const blockColumnIndex = 'blocks_module_column_unique'
const topicCellConstraint = 'topics_block_row_unique'

export function assertColumnInGrid(module: ModuleRow, order: number, field = 'order'): void {
  if (order > module.columns) throw AppError.field(field, moduleMessages.blockOrderOutsideGrid)
}

export function assertRowInGrid(module: ModuleRow, order: number, field = 'order'): void {
  if (order > module.rows) throw AppError.field(field, moduleMessages.topicOrderOutsideGrid)
}

/**
 * Moving blocks and topics is allowed only as docs/product/modules.md "Rearranging topics" says (409
 * otherwise): a draft
 * without a published copy and without activations, whose classes' ratings hang on the cells.
 */
export async function assertRearrangeable(tx: Db, module: ModuleRow): Promise<void> {
  const hasActivations = await moduleHasActivations(tx, module.id)
  if (rearrangeBlockedBy({ ...module, hasActivations }) !== null)
    throw new AppError('conflict', moduleMessages.notRearrangeable)
}

/** A write that would put a second block into a column is refused under `order`. */
export async function refusingTakenColumn<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isUniqueViolation(error, blockColumnIndex))
      throw AppError.field('order', moduleMessages.blockColumnTaken)
    throw error
  }
}

/** A write that would put a second topic into a cell is refused under `order`. */
export async function refusingTakenCell<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isUniqueViolation(error, topicCellConstraint))
      throw AppError.field('order', moduleMessages.topicCellTaken)
    throw error
  }
}
