import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { filePathPrefix } from '@lernraster/shared'
import type { Config } from '../../config'

/**
 * Uploaded files on disk: one folder (FILES_DIR), each file named by its random id. The id is the
 * only name a file ever has on disk, so nothing a teacher types reaches the file system. An upload
 * is written to `.incoming/` in the same folder first (the same file system, so the final rename is
 * atomic): a file under its id is always complete and accepted.
 */

/** 24 random bytes, URL-safe: unguessable, and a valid file name on every system. */
export function newFileId(): string {
  return randomBytes(24).toString('base64url')
}

const fileIdPattern = /^[A-Za-z0-9_-]{16,40}$/

export function diskPath(config: Pick<Config, 'FILES_DIR'>, fileId: string): string {
  if (!fileIdPattern.test(fileId)) throw new Error(`not a file id: ${fileId}`)
  return path.join(config.FILES_DIR, fileId)
}

export async function ensureFilesDir(config: Pick<Config, 'FILES_DIR'>): Promise<void> {
  await mkdir(incomingDir(config), { recursive: true })
}

/** Where uploads are written while they arrive; a dot name, so it can never be taken for a file id. */
export function incomingDir(config: Pick<Config, 'FILES_DIR'>): string {
  return path.join(config.FILES_DIR, '.incoming')
}

/** Gives a complete, accepted upload its id as its name. */
export async function moveIntoPlace(
  config: Pick<Config, 'FILES_DIR'>,
  incomingPath: string,
  fileId: string,
): Promise<void> {
  await rename(incomingPath, diskPath(config, fileId))
}

/** The ids of the files on disk. */
export async function storedFileIds(config: Pick<Config, 'FILES_DIR'>): Promise<string[]> {
  const names = await readdir(config.FILES_DIR).catch(() => [])
  return names.filter((name) => fileIdPattern.test(name))
}

/** The path the API answers for a stored file and the web app sends back in questions. */
export function storedPath(fileId: string): string {
  return `${filePathPrefix}${fileId}`
}

/** The file id of a stored path, or null when the text is not one. */
export function fileIdOf(storedFilePath: string | null | undefined): string | null {
  if (!storedFilePath?.startsWith(filePathPrefix)) return null
  const id = storedFilePath.slice(filePathPrefix.length)
  return fileIdPattern.test(id) ? id : null
}

/** Removes files from disk after their rows are gone; a file already missing is fine. */
export async function removeFromDisk(
  config: Pick<Config, 'FILES_DIR'>,
  fileIds: Iterable<string>,
): Promise<void> {
  await Promise.all([...fileIds].map((id) => rm(diskPath(config, id), { force: true })))
}
