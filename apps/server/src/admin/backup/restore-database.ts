import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type Database, openPglite, openPostgres } from '../../db/client'
import { missingMigrations } from '../../db/migration-state'
import type { BackupManifest } from './backup-manifest'
import { type DatabaseSummary, summarizeDatabase } from './database-summary'
import { runPostgresTool } from './postgres-tools'

export interface RestoredDatabase extends DatabaseSummary {
  /** Migrations of this version the backup's database has not applied yet (the server applies them). */
  missing: number
}

/** What the restored database holds, read without migrating it: the check compares it to the manifest. */
async function inspect(database: Database): Promise<RestoredDatabase> {
  try {
    return { ...(await summarizeDatabase(database.db)), missing: await missingMigrations(database.db) }
  } finally {
    await database.close()
  }
}

/**
 * PGlite unpacks its own dump into the folder and closes it, so the folder is exactly what PGlite
 * writes; it is then opened once more, as the server will.
 */
export async function restorePglite(
  folder: string,
  backup: string,
  manifest: BackupManifest,
): Promise<RestoredDatabase> {
  const bytes = await readFile(path.join(backup, manifest.database.file))
  // The type tells PGlite to gunzip it.
  const loading = openPglite(folder, { loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }) })
  await loading.pglite!.waitReady
  await loading.close()
  return inspect(openPglite(folder))
}

/**
 * pg_restore in one transaction: a dump that fails halfway leaves the database as empty as it was,
 * so the restore can be repeated once the cause is fixed.
 */
export async function restorePostgres(
  databaseUrl: string,
  backup: string,
  manifest: BackupManifest,
): Promise<RestoredDatabase> {
  await runPostgresTool(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--single-transaction', path.join(backup, manifest.database.file)],
    databaseUrl,
  )
  return inspect(openPostgres(databaseUrl))
}
