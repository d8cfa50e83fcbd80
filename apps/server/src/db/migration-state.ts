import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { resultRows } from '../lib/result-rows'
import { type Db, migrationsFolder } from './client'

let journal: number[] | undefined

/** The moments of the committed migrations (the journal's `when`), read once per process. */
function committedMigrations(): number[] {
  journal ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis)
  return journal
}

/**
 * How many committed migrations the database has not applied. Drizzle's migrator records each in
 * drizzle.__drizzle_migrations with the journal's moment, and applies every one newer than the last
 * recorded; so is this count. A database that was never migrated has no such table: all are missing.
 */
export async function missingMigrations(db: Db): Promise<number> {
  const exists = resultRows<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  )
  const all = committedMigrations()
  if (!exists[0]?.present) return all.length
  const rows = resultRows<{ last: string | number | null }>(
    await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
  )
  const last = Number(rows[0]?.last ?? 0)
  return all.filter((moment) => moment > last).length
}

interface JournalEntry {
  tag: string
  when: number
}

let tags: JournalEntry[] | undefined

/** The committed migrations' names and moments, from drizzle-kit's journal, read once per process. */
export function committedMigrationTags(): JournalEntry[] {
  tags ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[]
    }
  ).entries.map(({ tag, when }) => ({ tag, when }))
  return tags
}

export interface AppliedMigrations {
  count: number
  /** The journal's tag of the newest applied migration; its moment when this version does not know it. */
  last: string | null
}

/** What drizzle.__drizzle_migrations records (backups name it in their manifest). */
export async function appliedMigrations(db: Db): Promise<AppliedMigrations> {
  const exists = resultRows<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  )
  if (!exists[0]?.present) return { count: 0, last: null }
  const rows = resultRows<{ count: string | number; last: string | number | null }>(
    await db.execute(
      sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
    ),
  )
  const last = rows[0]?.last == null ? null : Number(rows[0].last)
  return {
    count: Number(rows[0]?.count ?? 0),
    last:
      last === null
        ? null
        : (committedMigrationTags().find((entry) => entry.when === last)?.tag ?? String(last)),
  }
}
