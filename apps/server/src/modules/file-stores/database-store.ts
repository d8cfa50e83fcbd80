import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { removeFromDisk } from '../core/file-store'
import { chunkBytes, chunkStats, insertChunk, readChunkPart } from './file-chunks.repo'
import type { FileStore, OpenedFile } from './file-store'
import { folderIdsStoredBefore } from './folder-store'

/**
 * Files in the table `file_chunks`, in pieces of exactly `chunkBytes` (the last one shorter), so that
 * any byte's piece is its offset divided by that size. Written in the transaction of the file's row:
 * a file exists whole or not at all, and goes with its row (ON DELETE CASCADE). Read in parts of
 * `readPartBytes`, one statement each, only as fast as the client takes them: a download holds no
 * connection between parts and never more than a part in memory (decision 049, measured with
 * `npm run bench:files`).
 */
const readPartBytes = 256 * 1024

export function databaseStore(config: Pick<Config, 'FILES_DIR'>): FileStore {
  return {
    kind: 'database',
    description: 'in the database (FILES_STORE=database), shared by every instance',
    async adopt(tx, id, incomingPath) {
      await writeChunks(tx, id, createReadStream(incomingPath, { highWaterMark: chunkBytes }))
      await rm(incomingPath, { force: true })
    },
    write: (tx, id, bytes) => writeChunks(tx, id, Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes),
    async open(db, id) {
      const stats = await chunkStats(db, id)
      return stats.chunks === 0 ? undefined : openedChunks(db, id, stats.size)
    },
    // The rows went with the files' rows; a copy left in the folder from before goes too.
    remove: (ids) => removeFromDisk(config, ids),
    idsStoredBefore: (before) => folderIdsStoredBefore(config, before),
    // The database answered already: the server would not have started otherwise.
    problem: async () => undefined,
  }
}

/** Cuts whatever the source yields into pieces of exactly `chunkBytes` and inserts them in order. */
async function writeChunks(tx: Db, id: string, source: Readable): Promise<void> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  let seq = 0
  for await (const piece of source) {
    pending.push(piece as Buffer)
    pendingBytes += (piece as Buffer).length
    while (pendingBytes >= chunkBytes) {
      // A read of exactly one piece (the usual case: the upload is read in pieces) is not copied.
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
      await insertChunk(tx, id, seq++, joined.subarray(0, chunkBytes))
      pending = [joined.subarray(chunkBytes)]
      pendingBytes = joined.length - chunkBytes
    }
  }
  if (pendingBytes > 0 || seq === 0) await insertChunk(tx, id, seq, Buffer.concat(pending))
}

function openedChunks(db: Db, id: string, size: number): OpenedFile {
  return {
    size,
    read: (range) => Readable.from(parts(db, id, range?.start ?? 0, range?.end ?? size - 1)),
    close: async () => {},
  }
}

/** The bytes from `start` to `end`, a part at a time, each within one piece. */
async function* parts(db: Db, id: string, start: number, end: number): AsyncGenerator<Buffer> {
  for (let offset = start; offset <= end; ) {
    const seq = Math.floor(offset / chunkBytes)
    const within = offset - seq * chunkBytes
    const length = Math.min(readPartBytes, chunkBytes - within, end + 1 - offset)
    const part = await readChunkPart(db, id, seq, within, length)
    // The file was deleted while it was being sent: the client sees a broken download, not a short one.
    if (!part || part.length !== length) throw new Error(`file ${id} changed while it was read`)
    yield part
    offset += length
  }
}
