import type { AppContext } from '../../context'
import { removeStoredOlderThan, storedFileIds } from '../core/file-store'
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

/** Ids asked about in one statement while looking for files without a row. */
const idsPerQuery = 1000

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
 * Files on disk that no row names. Only old ones: an upload is on disk a moment before its row is
 * committed, and must not be taken for one of these.
 */
async function removeFilesWithoutRow(ctx: AppContext, before: Date): Promise<number> {
  const onDisk = await storedFileIds(ctx.config)
  let removed = 0
  for (let start = 0; start < onDisk.length; start += idsPerQuery) {
    const chunk = onDisk.slice(start, start + idsPerQuery)
    const known = await existingFileIds(ctx.db, chunk)
    const orphans = chunk.filter((id) => !known.has(id))
    removed += await removeStoredOlderThan(ctx.config, orphans, before)
  }
  return removed
}
