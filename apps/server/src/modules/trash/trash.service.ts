import {
  type TrashItem,
  type TrashKindName,
  type TrashRestoreResponse,
  trashMessages,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { postgresErrorCode } from '../../lib/database-errors'
import { allowArchiveMoves } from '../core/archive-move.repo'
import { deleteUnusedFiles } from '../core/module-file-references'
import { announce } from '../live/live-signal'
import { restoreByKind } from './restore-kinds'
import { deleteTrashItem, listTrashItems, lockTrashItem, purgeExpiredTrash } from './trash.repo'

// Another teacher's trash item answers 404 like a missing one (decision 022).

export async function getTrash(ctx: AppContext, userId: number): Promise<{ items: TrashItem[] }> {
  return { items: await listTrashItems(ctx.db, userId) }
}

/** A unique or foreign key that a restore's checks did not foresee: explained, never a 5xx. */
const isRestoreConflict = (error: unknown) => ['23505', '23503'].includes(postgresErrorCode(error) ?? '')

/**
 * Puts an item back whole, in one transaction: the checks of its kind, its rows, then the item is
 * deleted. The item's row lock makes a second restore at the same moment wait and then find nothing.
 */
export async function restoreTrashItem(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TrashRestoreResponse> {
  const now = ctx.clock.now()
  try {
    const { kind, restoredId, teachers } = await ctx.db.transaction(async (tx) => {
      const item = await lockTrashItem(tx, userId, id)
      if (!item) throw new AppError('notFound')
      // The rows of an archived class come back as they were, archived (decision 051).
      await allowArchiveMoves(tx)
      const restore = restoreByKind[item.kind]
      if (!restore) throw new AppError('conflict', trashMessages.restoreConflict)
      const restoredId = await restore({ tx, userId, item, now })
      await deleteTrashItem(tx, item.id)
      const runs = item.payload.tables.find((entry) => entry.table === 'active_modules')?.rows ?? []
      return {
        kind: item.kind as TrashKindName,
        restoredId,
        teachers: [userId, ...runs.map((run) => Number(run.teacher_id))],
      }
    })
    // Screens that show ratings, runs or classes fetch again, as after a student's rating.
    await announce(ctx.db, { kind: 'progress', teachers })
    return { message: trashMessages.restored, kind, restored_id: restoredId }
  } catch (error) {
    if (isRestoreConflict(error)) throw new AppError('conflict', trashMessages.restoreConflict)
    throw error
  }
}

/**
 * Deletes an item for good. Its files that nothing else uses go now, rows first and then from disk
 * once committed (as a removed grid part's do).
 */
export async function removeTrashItem(ctx: AppContext, userId: number, id: number): Promise<void> {
  const unused = await ctx.db.transaction(async (tx) => {
    const item = await lockTrashItem(tx, userId, id)
    if (!item) throw new AppError('notFound')
    return deleteUnusedFiles(tx, await deleteTrashItem(tx, item.id))
  })
  await ctx.files.remove(unused)
}

/** The hourly maintenance: items past their 30 days go for good; the sweep after it takes their files. */
export function purgeTrash(ctx: AppContext): Promise<number> {
  return purgeExpiredTrash(ctx.db, ctx.clock.now())
}
