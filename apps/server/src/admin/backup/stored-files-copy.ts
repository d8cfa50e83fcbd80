import { copyFile, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../../config'
import { incomingDir } from '../../modules/core/file-store'

export interface FileTally {
  count: number
  bytes: number
}

/**
 * The one place that decides which folder holds uploaded files to back up and restore: FILES_DIR
 * with the folder store; none with the database store, whose dump holds the files (decision 049).
 */
export function filesFolderToBackUp(config: Pick<Config, 'FILES_DIR' | 'FILES_STORE'>): string | undefined {
  return config.FILES_STORE === 'folder' ? config.FILES_DIR : undefined
}

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Copies `from` into `to`, leaving out `.incoming/`: the pieces of uploads on their way in belong to
 * no row yet (decision 047). A file that goes while the copy runs is skipped: its row was removed
 * before it (file-store.ts removes files after their rows), so the database copy does not need it.
 */
export async function copyStoredFiles(from: string, to: string): Promise<FileTally> {
  const skip = incomingDir({ FILES_DIR: from })
  const tally: FileTally = { count: 0, bytes: 0 }
  async function copyFolder(source: string, target: string): Promise<void> {
    await mkdir(target, { recursive: true })
    const entries = await readdir(source, { withFileTypes: true }).catch((error: unknown) => {
      if (isGone(error)) return []
      throw error
    })
    for (const entry of entries) {
      const sourcePath = path.join(source, entry.name)
      if (sourcePath === skip) continue
      const targetPath = path.join(target, entry.name)
      if (entry.isDirectory()) {
        await copyFolder(sourcePath, targetPath)
      } else if (entry.isFile()) {
        try {
          await copyFile(sourcePath, targetPath)
          tally.bytes += (await stat(targetPath)).size
          tally.count += 1
        } catch (error) {
          if (!isGone(error)) throw error
        }
      }
    }
  }
  await copyFolder(from, to)
  return tally
}

/** The files under `folder` (every depth), and their bytes; an absent folder holds none. */
export async function tallyFiles(folder: string): Promise<FileTally> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if (isGone(error)) return []
    throw error
  })
  const tally: FileTally = { count: 0, bytes: 0 }
  for (const entry of entries) {
    if (!entry.isFile()) continue
    tally.count += 1
    tally.bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return tally
}
