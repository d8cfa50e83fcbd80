import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { AppContext } from '../../context'
import { diskPath, storedFileIds } from '../core/file-store'
import { databaseStore } from '../file-stores/database-store'
import { chunkStats, deleteChunks, filesHavingChunks, filesWithChunks } from '../file-stores/file-chunks.repo'
import { folderStore } from '../file-stores/folder-store'
import { existingFileIds } from './files.repo'

/**
 * `npm run admin -- files migrate` (decision 049): moves every file whose bytes are in the other
 * store into the one in use (FILES_STORE), one file per transaction, so an interrupted run leaves
 * every file whole in one place or the other and can simply be run again. The source copy is removed
 * only once the target copy is committed.
 */

/** Ids looked at in one statement. */
const page = 500

export interface FilesMigrated {
  moved: number
  bytes: number
  /** Files in the folder without a row: not moved, the hourly clean-up removes them. */
  withoutRow: number
  /** Deleted while they were being moved. */
  gone: number
}

export async function migrateFiles(ctx: AppContext): Promise<FilesMigrated> {
  return ctx.files.kind === 'database' ? intoDatabase(ctx) : intoFolder(ctx)
}

/** The ids of files whose rows exist but whose bytes are still only in FILES_DIR. */
export async function filesLeftInFolder(ctx: AppContext): Promise<{ ids: string[]; withoutRow: number }> {
  const inFolder = (await storedFileIds(ctx.config)).sort()
  const ids: string[] = []
  let withoutRow = 0
  for (let start = 0; start < inFolder.length; start += page) {
    const slice = inFolder.slice(start, start + page)
    const [rows, moved] = await Promise.all([
      existingFileIds(ctx.db, slice),
      filesHavingChunks(ctx.db, slice),
    ])
    withoutRow += slice.filter((id) => !rows.has(id)).length
    ids.push(...slice.filter((id) => rows.has(id) && !moved.has(id)))
  }
  return { ids, withoutRow }
}

async function intoDatabase(ctx: AppContext): Promise<FilesMigrated> {
  const { ids, withoutRow } = await filesLeftInFolder(ctx)
  const outcome: FilesMigrated = { moved: 0, bytes: 0, withoutRow, gone: 0 }
  const target = databaseStore(ctx.config)
  for (const id of ids) {
    const source = diskPath(ctx.config, id)
    try {
      await ctx.db.transaction((tx) => target.write(tx, id, createReadStream(source)))
    } catch (error) {
      // The row went meanwhile (its pieces could not reference it): nothing is left to move.
      if (!(await existingFileIds(ctx.db, [id])).has(id)) {
        outcome.gone++
        continue
      }
      throw error
    }
    outcome.bytes += (await chunkStats(ctx.db, id)).size
    await rm(source, { force: true })
    outcome.moved++
  }
  return outcome
}

async function intoFolder(ctx: AppContext): Promise<FilesMigrated> {
  const outcome: FilesMigrated = { moved: 0, bytes: 0, withoutRow: 0, gone: 0 }
  const source = databaseStore(ctx.config)
  const target = folderStore(ctx.config)
  let after = ''
  for (let ids = await filesWithChunks(ctx.db, after, page); ids.length > 0; ) {
    for (const id of ids) {
      const opened = await source.open(ctx.db, id)
      try {
        if (opened) await target.write(ctx.db, id, opened.read())
      } catch (error) {
        if ((await chunkStats(ctx.db, id)).chunks > 0) throw error
      }
      if (!opened || (await chunkStats(ctx.db, id)).chunks === 0) {
        // Deleted while it was copied: its row and pieces are gone, and so goes the copy.
        await target.remove([id])
        outcome.gone++
        continue
      }
      await deleteChunks(ctx.db, id)
      outcome.bytes += opened.size
      outcome.moved++
    }
    after = ids.at(-1)!
    ids = await filesWithChunks(ctx.db, after, page)
  }
  return outcome
}

/** What `files migrate` prints. */
export function describeMigration(ctx: AppContext, outcome: FilesMigrated): string {
  const into = ctx.files.kind === 'database' ? 'into the database' : `into the folder ${ctx.config.FILES_DIR}`
  const megabytes = (outcome.bytes / (1024 * 1024)).toFixed(1)
  const lines = [
    outcome.moved === 0
      ? `Nothing to move: every file is ${ctx.files.kind === 'database' ? 'in the database' : 'in the folder'} already.`
      : `Moved ${outcome.moved} file(s), ${megabytes} MB, ${into}.`,
  ]
  if (outcome.gone > 0) lines.push(`${outcome.gone} file(s) were deleted while they were moved.`)
  if (outcome.withoutRow > 0) {
    lines.push(
      `${outcome.withoutRow} file(s) in ${ctx.config.FILES_DIR} belong to no upload any more; the hourly clean-up removes them.`,
    )
  }
  return lines.join('\n')
}
