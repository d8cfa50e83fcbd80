import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import { resultRows } from '../../src/lib/result-rows'

/**
 * Runs `work` with the tables' plain indexes dropped and builds them again after it, as they were
 * (pg_indexes' own definitions): one sort per index instead of millions of insertions at random places
 * of a B-tree, several times faster for the ratings. Indexes behind constraints (primary keys) stay.
 * A unique index is checked again when it is built. Inside a transaction nobody sees them missing.
 */
export async function withIndexesRebuilt(tx: Db, tables: readonly string[], work: () => Promise<void>) {
  const indexes = resultRows<{ indexname: string; indexdef: string }>(
    await tx.execute(sql`
      select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any(${`{${tables.join(',')}}`}::text[])
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  )
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.indexname)}`)
  await work()
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`)
  for (const index of indexes) await tx.execute(sql.raw(index.indexdef))
}
