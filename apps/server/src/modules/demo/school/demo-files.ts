import { writeFile } from 'node:fs/promises'
import type { FileKindName } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Config } from '../../../config'
import type { Db } from '../../../db/client'
import { diskPath, ensureFilesDir, newFileId, removeFromDisk } from '../../core/file-store'

/** A file the demo generates for its modules, before it has an id. */
export interface DemoFile {
  bytes: Buffer
  originalName: string
  contentType: string
  kind: FileKindName
}

/**
 * The files one demo transaction touches. Files are written to disk before the rows that name them,
 * and nothing reads a file before those rows are committed; so after a failed transaction the
 * written files go, after a committed one the replaced ones.
 */
export interface DemoFileSink {
  config: Pick<Config, 'FILES_DIR'>
  /** Written in this transaction. */
  written: string[]
  /** Of the demo the transaction replaces (their rows are deleted in it). */
  replaced: string[]
}

/** Writes the files under new ids (in the order given); each id is recorded before its file is written. */
export async function writeDemoFiles(sink: DemoFileSink, files: readonly DemoFile[]): Promise<string[]> {
  await ensureFilesDir(sink.config)
  const ids = files.map(() => newFileId())
  sink.written.push(...ids)
  await Promise.all(files.map((file, index) => writeFile(diskPath(sink.config, ids[index]!), file.bytes)))
  return ids
}

/** Runs `work` in one transaction and then removes from disk what the outcome left unused. */
/** The advisory lock of the demo's writes (the migrations hold another, see db/client.ts). */
const DEMO_LOCK = 7_340_202

export async function inDemoTransaction<T>(
  db: Db,
  config: Pick<Config, 'FILES_DIR'>,
  work: (tx: Db, files: DemoFileSink) => Promise<T>,
): Promise<T> {
  const sink: DemoFileSink = { config, written: [], replaced: [] }
  let result: T
  try {
    result = await db.transaction(async (tx) => {
      // One demo change at a time across every instance on the database: two servers starting
      // together on an empty database make one demo school, not two.
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`)
      return work(tx, sink)
    })
  } catch (error) {
    // The transaction's error is the one to report; a file it leaves behind is only unused space.
    await removeFromDisk(config, sink.written).catch(() => undefined)
    throw error
  }
  await removeFromDisk(config, sink.replaced)
  return result
}
