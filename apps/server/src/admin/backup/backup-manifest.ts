import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'

/**
 * What a backup folder holds (decision 048): the database as its own tool dumps it, the uploaded
 * files when they live in a folder, and this manifest, written last, so that a folder with a
 * manifest is a complete backup.
 */
export const backupFormat = 'lernraster-backup-1'
export const manifestFile = 'manifest.json'
export const filesFolder = 'files'
export const databaseFile = { pglite: 'pglite-data.tar.gz', postgres: 'database.dump' } as const

const count = z.number().int().min(0)

export const backupManifest = z.object({
  format: z.literal(backupFormat),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
    migrations: z.object({ count, last: z.string().nullable() }),
    /** Rows per table: schema public by name, drizzle's own as `drizzle.<name>`. */
    tables: z.record(z.string(), count),
  }),
  /** null when the files live in the database (its dump holds them). */
  files: z.object({ count, bytes: count }).nullable(),
})
export type BackupManifest = z.infer<typeof backupManifest>

/** `lernraster-2026-11-27T18-30-05Z`: sorts by time, and has no colon (not allowed on every disk). */
export function backupFolderName(now: Date): string {
  return `lernraster-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`)
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, manifestFile), 'utf8').catch(() => undefined)
  if (text === undefined) {
    throw new AppError(
      'badRequest',
      `${folder} is not a complete Lernraster backup: it has no ${manifestFile} (written last, when a backup is complete).`,
    )
  }
  const parsed = backupManifest.safeParse(JSON.parse(text))
  if (!parsed.success) {
    throw new AppError('badRequest', `${path.join(folder, manifestFile)} is not a ${backupFormat} manifest.`)
  }
  return parsed.data
}
