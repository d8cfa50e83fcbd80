import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { listTables } from '../../src/admin/backup/database-summary'
import type { Db } from '../../src/db/client'
import { resultRows } from '../../src/lib/result-rows'

/**
 * Every table's rows and content as one checksum each: the rows as text, sorted, hashed. Two
 * databases with the same answer hold the same data, whatever order the rows are stored in.
 */
export async function tableChecksums(db: Db): Promise<Record<string, { rows: number; md5: string | null }>> {
  const checksums: Record<string, { rows: number; md5: string | null }> = {}
  for (const table of await listTables(db)) {
    const [row] = resultRows<{ rows: string | number; md5: string | null }>(
      await db.execute(
        sql.raw(
          `select count(*) as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${table.schema}"."${table.name}" t`,
        ),
      ),
    )
    checksums[table.key] = { rows: Number(row!.rows), md5: row!.md5 }
  }
  return checksums
}

/** Every file under `folder` by its relative path, with the SHA-256 of its bytes. */
export async function fileHashes(folder: string, skip: string[] = []): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {}
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    const relative = path.relative(folder, full)
    if (skip.some((prefix) => relative.startsWith(prefix))) continue
    hashes[relative] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex')
  }
  return hashes
}
