import type { AppContext } from '../../context'
import { idleSince, removeLeftoverPieces } from '../core/incoming-pieces'
import { deleteUnusedFilesBefore, existingFileIds } from './files.repo'

/**
 * An upload is used once a saved topic or a module's cover names it. One that nothing names a day
 * later was left behind (a dialog closed without saving, a file replaced before saving) and is
 * deleted, row and file. So are files in the folder without a row (their teacher's account was
 * deleted, which takes the rows with it; in the database the bytes go with the row) and the pieces
 * of uploads a crash interrupted.
 */
export const unusedUploadHours = 24

export interface UnusedUploadsRemoved {
  files: number
  withoutRow: number
  incoming: number
}

export async function removeUnusedUploads(ctx: AppContext): Promise<UnusedUploadsRemoved> {
  const before = new Date(ctx.clock.now().getTime() - unusedUploadHours * 60 * 60_000)
  const ids = await deleteUnusedFilesBefore(ctx.db, before)
  await ctx.files.remove(ids)
  return {
    files: ids.length,
    withoutRow: await removeFilesWithoutRow(ctx, before),
    // Pieces go once no upload can be writing them any more (decision 047), not a day later.
    incoming: await removeLeftoverPieces(ctx.config, idleSince(ctx.clock.now())),
  }
}

/**
 * Stored bytes that no row names. Only old ones: bytes are stored a moment before their row is
 * committed, and must not be taken for these.
 */
async function removeFilesWithoutRow(ctx: AppContext, before: Date): Promise<number> {
  let removed = 0
  for await (const page of ctx.files.idsStoredBefore(before)) {
    const known = await existingFileIds(ctx.db, page)
    const orphans = page.filter((id) => !known.has(id))
    await ctx.files.remove(orphans)
    removed += orphans.length
  }
  return removed
}
