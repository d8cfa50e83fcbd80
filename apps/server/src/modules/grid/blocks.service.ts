import {
  type Block,
  type BlockStoreBody,
  type BlockUpdateBody,
  ChangeKind,
  ChangeSubject,
  TrashKind,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { changesOf, recordChanges } from '../core/change-log'
import { changeGrid } from '../core/grid-transaction'
import { findViewableModule, lockOwnedModule } from '../core/module-access'
import { gridPartDetails } from '../trash/grid-part-details'
import { moveToTrash } from '../trash/move-to-trash'
import { deleteBlock, insertBlock, listBlocks, updateBlock } from './blocks.repo'
import { lockBlock } from './grid-locks'
import { assertColumnInGrid, assertRearrangeable, refusingTakenColumn } from './grid-rules'

// Blocks are the grid's columns (docs/product/modules.md "Blocks"). A block of a module the caller may not
// see answers 404 like a missing one.

export async function getBlocks(ctx: AppContext, userId: number, moduleId: number): Promise<Block[]> {
  if (!(await findViewableModule(ctx.db, userId, moduleId))) throw new AppError('notFound')
  return listBlocks(ctx.db, moduleId)
}

export async function createBlock(ctx: AppContext, userId: number, input: BlockStoreBody): Promise<Block> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const module = await lockOwnedModule(tx, userId, input.module_id)
    assertColumnInGrid(module, input.order)
    const { module_id: moduleId, ...fields } = input
    const block = await refusingTakenColumn(insertBlock(tx, { moduleId, ...fields }))
    await recordChanges(
      tx,
      { moduleId, userId, now },
      changesOf(ChangeSubject.block, ChangeKind.new, [block.name]),
    )
    return block
  })
}

/** Name and description; a new column moves the block with its topics, where dragging is allowed. */
export async function changeBlock(ctx: AppContext, userId: number, input: BlockUpdateBody): Promise<Block> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const { module, block } = await lockBlock(tx, userId, input.id)
    if (input.order !== block.order) {
      await assertRearrangeable(tx, module)
      assertColumnInGrid(module, input.order)
    }
    const { id, ...fields } = input
    const unchanged =
      fields.name === block.name && fields.description === block.description && fields.order === block.order
    if (unchanged) return block
    const updated = await refusingTakenColumn(updateBlock(tx, id, fields))
    await recordChanges(
      tx,
      { moduleId: module.id, userId, now },
      changesOf(ChangeSubject.block, ChangeKind.updated, [updated.name]),
    )
    return updated
  })
}

/**
 * Moves the block to the trash with its topics, questions, their ratings and whatever hangs on its
 * topics (homework, exams, help requests, next steps), then deletes it (decision 022). Its files stay
 * while it is in the trash. Returns the trash item's id.
 */
export async function removeBlock(ctx: AppContext, userId: number, blockId: number): Promise<number> {
  const now = ctx.clock.now()
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const { module, block } = await lockBlock(tx, userId, blockId)
    const { id } = await moveToTrash(tx, {
      ownerId: userId,
      kind: TrashKind.block,
      title: block.name,
      roots: [{ table: 'blocks', ids: [block.id] }],
      details: { ...gridPartDetails(module), block_id: block.id, block_order: block.order },
      now,
    })
    await deleteBlock(tx, block.id)
    await recordChanges(
      tx,
      { moduleId: module.id, userId, now },
      changesOf(ChangeSubject.block, ChangeKind.deleted, [block.name]),
    )
    await syncFiles(module.id)
    return id
  })
}
