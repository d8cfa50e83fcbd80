import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { singleValue } from '../../lib/single-value'
import {
  type BackupManifest,
  backupFolderName,
  backupFormat,
  databaseFile,
  filesFolder,
  writeManifest,
} from './backup-manifest'
import { type DatabaseSummary, summarizeDatabase } from './database-summary'
import { runPostgresTool } from './postgres-tools'
import { copyStoredFiles, filesFolderToBackUp } from './stored-files-copy'

type BackupSource = Pick<AppContext, 'config' | 'database' | 'clock'>

/**
 * Dumps the database and counts its rows in one read-only snapshot, so that the manifest's counts
 * are exactly those of the dump. PostgreSQL: pg_dump joins this transaction's exported snapshot.
 * PGlite: while the transaction is open no other statement runs on its one connection.
 */
function dumpDatabase(source: BackupSource, folder: string): Promise<DatabaseSummary> {
  const { database, config } = source
  const target = path.join(folder, databaseFile[database.kind])
  return database.db.transaction(
    async (tx) => {
      if (database.kind === 'postgres') {
        const snapshot = singleValue<string>(await tx.execute(sql`select pg_export_snapshot()`))
        const summary = await summarizeDatabase(tx)
        await runDump(config.DATABASE_URL!, snapshot, target)
        return summary
      }
      const summary = await summarizeDatabase(tx)
      const dump = await database.pglite!.dumpDataDir('gzip')
      await writeFile(target, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 })
      return summary
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

function runDump(databaseUrl: string, snapshot: string, target: string): Promise<void> {
  return runPostgresTool(
    'pg_dump',
    ['--format=custom', '--no-owner', `--snapshot=${snapshot}`, `--file=${target}`],
    databaseUrl,
  )
}

function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner)
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative)
}

/**
 * Writes a new folder `lernraster-<UTC time>` under `parent` with the database, the files and the
 * manifest (decision 048); refuses a folder that exists. A backup that fails is removed, so that no
 * half backup is taken for one.
 */
export async function createBackup(
  source: BackupSource,
  parent: string,
): Promise<{ folder: string; manifest: BackupManifest }> {
  const createdAt = source.clock.now()
  const folder = path.join(parent, backupFolderName(createdAt))
  const filesFrom = filesFolderToBackUp(source.config)
  // Inside the files folder the copy would copy itself, without end.
  if (filesFrom && isInside(folder, filesFrom)) {
    throw new AppError(
      'badRequest',
      `${parent} is inside the files folder ${filesFrom}; choose a folder outside it.`,
    )
  }
  await mkdir(parent, { recursive: true })
  try {
    await mkdir(folder, { mode: 0o700 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new AppError(
        'badRequest',
        `${folder} exists already; a backup never writes into an existing folder.`,
      )
    throw error
  }
  try {
    // The database first, then the files. A file is written before the row that names it and
    // removed after that row is gone (file-store.ts), so every row of the dump had its file when the
    // copy began. A file removed during the copy belonged to a row deleted after the dump: gone data.
    // A file uploaded after the dump has no row in it; the hourly maintenance removes it a day later.
    const summary = await dumpDatabase(source, folder)
    const files = filesFrom ? await copyStoredFiles(filesFrom, path.join(folder, filesFolder)) : null
    const manifest: BackupManifest = {
      format: backupFormat,
      createdAt: createdAt.toISOString(),
      database: { kind: source.database.kind, file: databaseFile[source.database.kind], ...summary },
      files,
    }
    await writeManifest(folder, manifest)
    return { folder, manifest }
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
}
