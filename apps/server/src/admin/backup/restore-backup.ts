import path from 'node:path'
import type { Config } from '../../config'
import { acquireDataDirLock, DataDirLockedError } from '../../db/data-dir-lock'
import { committedMigrationTags } from '../../db/migration-state'
import { AppError } from '../../lib/app-error'
import { type BackupManifest, filesFolder, readManifest } from './backup-manifest'
import { type RestoredDatabase, restorePglite, restorePostgres } from './restore-database'
import { filesFolderProblem, pgliteFolderProblem, postgresProblem } from './restore-targets'
import { copyStoredFiles, type FileTally, filesFolderToBackUp } from './stored-files-copy'

const kindName = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const

function refuse(problem: string): never {
  throw new AppError('badRequest', `Nothing was restored. ${problem}`)
}

/** A backup of a newer version holds tables this version does not know; its server would misread them. */
function checkVersion(manifest: BackupManifest): void {
  const { last } = manifest.database.migrations
  if (last !== null && !committedMigrationTags().some((entry) => entry.tag === last)) {
    refuse(
      `The backup comes from a newer Lernraster (its last migration, ${last}, is unknown to this one). Restore it with that version.`,
    )
  }
}

/** The restored rows and files against what the manifest counted when the backup was made. */
function differences(
  manifest: BackupManifest,
  database: RestoredDatabase,
  files: FileTally | null,
): string[] {
  const tables = new Set([...Object.keys(manifest.database.tables), ...Object.keys(database.tables)])
  const found: string[] = []
  for (const table of [...tables].sort()) {
    const expected = manifest.database.tables[table]
    const restored = database.tables[table]
    if (expected !== restored)
      found.push(`${table}: ${restored ?? 'missing'} row(s), the backup has ${expected ?? 'none'}`)
  }
  if (
    manifest.files &&
    files &&
    (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes)
  ) {
    found.push(
      `files: ${files.count} (${files.bytes} bytes), the backup has ${manifest.files.count} (${manifest.files.bytes} bytes)`,
    )
  }
  return found
}

function report(
  backup: string,
  manifest: BackupManifest,
  where: string,
  database: RestoredDatabase,
  files: FileTally | null,
  filesTo: string | undefined,
): string {
  const rows = Object.values(database.tables).reduce((sum, count) => sum + count, 0)
  const tables = Object.keys(database.tables).length
  const migrations =
    database.missing === 0
      ? 'all of this version'
      : `${database.missing} of this version not applied yet: the server applies them when it starts`
  return [
    `Restored ${backup} (made ${manifest.createdAt}) into ${where}:`,
    `  database:   ${tables} tables, ${rows} rows, as many as the backup counted`,
    `  migrations: ${database.migrations.count} applied (last ${database.migrations.last ?? '-'}); ${migrations}`,
    files
      ? `  files:      ${files.count} (${files.bytes} bytes) into ${filesTo}`
      : '  files:      in the database',
  ].join('\n')
}

/**
 * `npm run admin -- restore <backup>`: into an empty database and an empty files folder only, never
 * over data, and never through a running server (decision 048). Everything is checked before
 * anything is written; afterwards the restored rows and files are counted against the manifest.
 */
export async function restoreBackup(config: Config, backup: string): Promise<string> {
  const manifest = await readManifest(backup)
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite'
  if (manifest.database.kind !== kind) {
    refuse(
      `The backup holds ${kindName[manifest.database.kind]}, and this installation uses ${kindName[kind]}; a backup is restored into the kind of database it was made from.`,
    )
  }
  checkVersion(manifest)
  const filesTo = filesFolderToBackUp(config)
  if (manifest.files && manifest.files.count > 0 && !filesTo) {
    refuse(
      `The backup holds files in a folder, and this installation keeps its files in ${config.FILES_STORE === 's3' ? 'an object storage' : 'the database'}. Restore it with FILES_STORE=folder FILES_DIR_SHARED=true, then move the files with npm run admin -- files migrate (with this installation's own settings).`,
    )
  }
  let lock: ReturnType<typeof acquireDataDirLock> | undefined
  try {
    // The embedded database's folder is locked for the whole restore: no server starts on it meanwhile.
    if (kind === 'pglite') lock = acquireDataDirLock(config.DATA_DIR, 'admin')
  } catch (error) {
    if (error instanceof DataDirLockedError)
      refuse(
        `${config.DATA_DIR} is in use by process ${error.holder.pid} (${error.holder.owner}); stop it first.`,
      )
    throw error
  }
  try {
    const pgliteFolder = path.join(config.DATA_DIR, 'pglite')
    const problem =
      (kind === 'postgres'
        ? await postgresProblem(config.DATABASE_URL!)
        : await pgliteFolderProblem(pgliteFolder)) ??
      (filesTo ? await filesFolderProblem(filesTo) : undefined)
    if (problem) refuse(`${problem} A backup is restored only into an empty database and files folder.`)

    const database =
      kind === 'postgres'
        ? await restorePostgres(config.DATABASE_URL!, backup, manifest)
        : await restorePglite(pgliteFolder, backup, manifest)
    const files =
      manifest.files && filesTo ? await copyStoredFiles(path.join(backup, filesFolder), filesTo) : null
    const found = differences(manifest, database, files)
    if (found.length > 0) {
      throw new AppError('badRequest', `The restore does not match the backup:\n  ${found.join('\n  ')}`)
    }
    const where =
      kind === 'postgres' ? 'the database of DATABASE_URL' : `the embedded database in ${config.DATA_DIR}`
    return report(backup, manifest, where, database, files, filesTo)
  } finally {
    lock?.release()
  }
}
