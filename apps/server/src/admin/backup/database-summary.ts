import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type AppliedMigrations, appliedMigrations } from '../../db/migration-state'
import { resultRows } from '../../lib/result-rows'

export interface DatabaseSummary {
  migrations: AppliedMigrations
  /** Rows per table: schema public by name, drizzle's own as `drizzle.<name>`. */
  tables: Record<string, number>
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The tables a backup holds: every one of schema public, and drizzle's record of the migrations. */
export async function listTables(db: Db): Promise<{ schema: string; name: string; key: string }[]> {
  const rows = resultRows<{ schemaname: string; tablename: string }>(
    await db.execute(
      sql`select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by schemaname desc, tablename`,
    ),
  )
  return rows.map(({ schemaname, tablename }) => ({
    schema: schemaname,
    name: tablename,
    key: schemaname === 'public' ? tablename : `${schemaname}.${tablename}`,
  }))
}

/** Row counts of every table in one statement, and the applied migrations (the backup's manifest). */
export async function summarizeDatabase(db: Db): Promise<DatabaseSummary> {
  const tables = await listTables(db)
  const counts =
    tables.length === 0
      ? []
      : resultRows<{ key: string; rows: string | number }>(
          await db.execute(
            sql.raw(
              tables
                .map(
                  (table) =>
                    `select '${table.key.replaceAll("'", "''")}' as key, count(*) as rows from ${quoted(table.schema)}.${quoted(table.name)}`,
                )
                .join(' union all '),
            ),
          ),
        )
  return {
    migrations: await appliedMigrations(db),
    tables: Object.fromEntries(counts.map((row) => [row.key, Number(row.rows)])),
  }
}
