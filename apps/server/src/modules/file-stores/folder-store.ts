import { createWriteStream } from 'node:fs'
import { open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Config } from '../../config'
import {
  diskPath,
  ensureFilesDir,
  incomingDir,
  moveIntoPlace,
  newFileId,
  removeFromDisk,
  storedFileIds,
} from '../core/file-store'
import type { FileStore, OpenedFile } from './file-store'

/**
 * Files in FILES_DIR, each named by its id (core/file-store.ts). The transaction passed in is not
 * needed: a file moved into place before its row commits is removed again by the caller when the
 * row cannot be written, and nothing reads a file before its row exists.
 */
export function folderStore(config: Pick<Config, 'FILES_DIR' | 'DATABASE_URL'>): FileStore {
  return {
    kind: 'folder',
    description: config.DATABASE_URL
      ? `in the folder ${config.FILES_DIR} (shared by every instance, FILES_DIR_SHARED=true)`
      : `in the folder ${config.FILES_DIR}`,
    adopt: (_tx, id, incomingPath) => moveIntoPlace(config, incomingPath, id),
    write: (_tx, id, bytes) => writeIntoPlace(config, id, bytes),
    open: (_db, id) => openInFolder(config, id),
    remove: (ids) => removeFromDisk(config, ids),
    idsStoredBefore: (before) => folderIdsStoredBefore(config, before),
    problem: async () => undefined,
  }
}

/** Ids asked about in one statement by the sweep. */
const idsPerPage = 1000

/** The files in FILES_DIR last written before `before`, a page at a time. */
export async function* folderIdsStoredBefore(
  config: Pick<Config, 'FILES_DIR'>,
  before: Date,
): AsyncGenerator<string[]> {
  const ids = await storedFileIds(config)
  for (let start = 0; start < ids.length; start += idsPerPage) {
    const page: string[] = []
    for (const id of ids.slice(start, start + idsPerPage)) {
      const info = await stat(diskPath(config, id)).catch(() => undefined)
      if (info?.isFile() && info.mtime < before) page.push(id)
    }
    if (page.length > 0) yield page
  }
}

/** Written beside the stored files first and then renamed: a file under its id is always whole. */
async function writeIntoPlace(
  config: Pick<Config, 'FILES_DIR'>,
  id: string,
  bytes: Buffer | Readable,
): Promise<void> {
  await ensureFilesDir(config)
  const partial = path.join(incomingDir(config), `write.${newFileId()}.part`)
  try {
    if (Buffer.isBuffer(bytes)) await writeFile(partial, bytes, { flag: 'wx', mode: 0o640 })
    else await pipeline(bytes, createWriteStream(partial, { flags: 'wx', mode: 0o640 }))
    await rename(partial, diskPath(config, id))
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

export async function openInFolder(
  config: Pick<Config, 'FILES_DIR'>,
  id: string,
): Promise<OpenedFile | undefined> {
  const handle = await open(diskPath(config, id)).catch(() => undefined)
  if (!handle) return undefined
  try {
    const { size } = await handle.stat()
    return {
      size,
      read: (range) =>
        range ? handle.createReadStream({ start: range.start, end: range.end }) : handle.createReadStream(),
      close: () => handle.close(),
    }
  } catch (error) {
    await handle.close()
    throw error
  }
}
