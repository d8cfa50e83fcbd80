import type { AppContext } from '../../context'
import { storedFileIds } from '../core/file-store'
import { databaseStore } from '../file-stores/database-store'
import { deleteChunks, filesWithChunks } from '../file-stores/file-chunks.repo'
import type { FileStore } from '../file-stores/file-store'
import { folderStore } from '../file-stores/folder-store'
import { existingFileIds } from './files.repo'

/**
 * `npm run admin -- files migrate` (decision 049): moves every file whose bytes are in another store
 * (the folder, the database) into the one in use (FILES_STORE), one file at a time: the target copy
 * is committed before the source copy is removed, so an interrupted run leaves every file whole in
 * one place or the other and can simply be run again.
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

/** A store files may still be in: the ids of files it holds (with a row) and how to let go of one. */
interface Source {
  store: FileStore
  ids(ctx: AppContext, outcome: FilesMigrated): AsyncIterable<string[]>
  release(ctx: AppContext, id: string): Promise<void>
}

const folderSource = (ctx: AppContext): Source => ({
  store: folderStore(ctx.config),
  async *ids(ctx, outcome) {
    const left = await filesLeftInFolder(ctx)
    outcome.withoutRow += left.withoutRow
    for (let start = 0; start < left.ids.length; start += page) yield left.ids.slice(start, start + page)
  },
  release: (ctx, id) => folderStore(ctx.config).remove([id]),
})

const databaseSource = (ctx: AppContext): Source => ({
  store: databaseStore(ctx.config),
  async *ids(ctx) {
    for (let ids = await filesWithChunks(ctx.db, '', page); ids.length > 0; ) {
      yield ids
      ids = await filesWithChunks(ctx.db, ids.at(-1)!, page)
    }
  },
  release: (ctx, id) => deleteChunks(ctx.db, id),
})

export async function migrateFiles(ctx: AppContext): Promise<FilesMigrated> {
  const outcome: FilesMigrated = { moved: 0, bytes: 0, withoutRow: 0, gone: 0 }
  const sources = [folderSource(ctx), databaseSource(ctx)].filter(
    (source) => source.store.kind !== ctx.files.kind,
  )
  for (const source of sources) {
    for await (const ids of source.ids(ctx, outcome)) {
      for (const id of ids) await moveOne(ctx, source, id, outcome)
    }
  }
  return outcome
}

async function moveOne(ctx: AppContext, source: Source, id: string, outcome: FilesMigrated): Promise<void> {
  const opened = await source.store.open(ctx.db, id)
  if (!opened) return
  // A copy a cut-off run committed already: only the source's copy is left to go.
  const there = await ctx.files.open(ctx.db, id)
  if (there) {
    await there.close()
    await opened.close()
    await source.release(ctx, id)
    return
  }
  try {
    // The database's pieces in one transaction (whole or not at all); the other stores write one
    // object or file, and a transaction would hold the embedded database's only connection while
    // the source is read from it.
    if (ctx.files.kind === 'database')
      await ctx.db.transaction((tx) => ctx.files.write(tx, id, opened.read()))
    else await ctx.files.write(ctx.db, id, opened.read())
  } catch (error) {
    // Deleted meanwhile: its row (and the pieces with it) went; so goes what was written of it.
    if (!(await existingFileIds(ctx.db, [id])).has(id)) {
      await ctx.files.remove([id])
      outcome.gone++
      return
    }
    throw error
  }
  await source.release(ctx, id)
  outcome.bytes += opened.size
  outcome.moved++
}

/** The ids of files in FILES_DIR that have a row (moved or not), and how many have none. */
export async function filesLeftInFolder(ctx: AppContext): Promise<{ ids: string[]; withoutRow: number }> {
  const inFolder = (await storedFileIds(ctx.config)).sort()
  const ids: string[] = []
  for (let start = 0; start < inFolder.length; start += page) {
    const slice = inFolder.slice(start, start + page)
    const rows = await existingFileIds(ctx.db, slice)
    ids.push(...slice.filter((id) => rows.has(id)))
  }
  return { ids, withoutRow: inFolder.length - ids.length }
}

/** What `files migrate` prints. */
export function describeMigration(ctx: AppContext, outcome: FilesMigrated): string {
  const where = {
    database: 'the database',
    folder: `the folder ${ctx.config.FILES_DIR}`,
    s3: 'the object storage',
  }[ctx.files.kind]
  const megabytes = (outcome.bytes / (1024 * 1024)).toFixed(1)
  const lines = [
    outcome.moved === 0
      ? `Nothing to move: every file is in ${where} already.`
      : `Moved ${outcome.moved} file(s), ${megabytes} MB, into ${where}.`,
  ]
  if (outcome.gone > 0) lines.push(`${outcome.gone} file(s) were deleted while they were moved.`)
  if (outcome.withoutRow > 0) {
    lines.push(
      `${outcome.withoutRow} file(s) in ${ctx.config.FILES_DIR} belong to no upload any more; the hourly clean-up removes them.`,
    )
  }
  return lines.join('\n')
}
