import type { FileStoreKind } from '../../config'
import type { BackupManifest } from './backup-manifest'

const kindName = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const

/** What `backup` prints: where the backup is and what it holds (the manifest in a few lines). */
export function formatBackup(
  { folder, manifest }: { folder: string; manifest: BackupManifest },
  filesStore: FileStoreKind,
): string {
  const { database, files } = manifest
  const rows = Object.values(database.tables).reduce((sum, count) => sum + count, 0)
  return [
    `Backed up into ${folder}`,
    `  database:   ${kindName[database.kind]}, ${Object.keys(database.tables).length} tables, ${rows} rows, ${database.migrations.count} migrations (last ${database.migrations.last ?? '-'})`,
    files
      ? `  files:      ${files.count} (${files.bytes} bytes)`
      : filesStore === 's3'
        ? '  files:      not in it: they are in the object storage; back up its bucket with its own tools'
        : '  files:      in the database',
  ].join('\n')
}
