import type { FileKindName } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { files } from '../../../db/schema'
import { newFileId } from '../../core/file-store'
import type { FileStore } from '../../file-stores/file-store'

/** A file the demo generates for its modules, before it has an id. */
export interface DemoFile {
  bytes: Buffer
  originalName: string
  contentType: string
  kind: FileKindName
}

/**
 * The files one demo transaction touches. Their rows and bytes are written in the transaction
 * (decision 049: in a folder the bytes may outlive a failed transaction), so after a failed one the
 * written files' bytes go, after a committed one the replaced ones'.
 */
export interface DemoFileSink {
  store: FileStore
  /** Written in this transaction. */
  written: string[]
  /** Of the demo the transaction replaces (their rows are deleted in it). */
  replaced: string[]
}

/** Writes the files' rows and bytes under new ids (in the order given) and answers the ids. */
export async function writeDemoFiles(
  tx: Db,
  sink: DemoFileSink,
  owner: { ownerId: number; now: Date },
  demoFiles: readonly DemoFile[],
): Promise<string[]> {
  if (demoFiles.length === 0) return []
  const ids = demoFiles.map(() => newFileId())
  sink.written.push(...ids)
  await tx.insert(files).values(
    demoFiles.map((file, index) => ({
      id: ids[index]!,
      ownerId: owner.ownerId,
      originalName: file.originalName,
      contentType: file.contentType,
      size: file.bytes.length,
      kind: file.kind,
      createdAt: owner.now,
    })),
  )
  for (const [index, file] of demoFiles.entries()) await sink.store.write(tx, ids[index]!, file.bytes)
  return ids
}

/** Runs `work` in one transaction and then removes the bytes the outcome left unused. */
/** The advisory lock of the demo's writes (the migrations hold another, see db/client.ts). */
const DEMO_LOCK = 7_340_202

export async function inDemoTransaction<T>(
  db: Db,
  store: FileStore,
  work: (tx: Db, files: DemoFileSink) => Promise<T>,
): Promise<T> {
  const sink: DemoFileSink = { store, written: [], replaced: [] }
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
    await store.remove(sink.written).catch(() => undefined)
    throw error
  }
  await store.remove(sink.replaced)
  return result
}
