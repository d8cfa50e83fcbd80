import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import { resultRows } from '../../src/lib/result-rows'

const countedTables = [
  'users',
  'groups',
  'modules',
  'questions',
  'events',
  'active_modules',
  'evaluations',
  'teacher_ratings',
  'exam_results',
  'help_requests',
  'student_feedbacks',
  'module_changes',
] as const

export type TableCounts = Record<(typeof countedTables)[number], number>

/** Rows per table (exact counts: the figures are printed and compared). */
export async function tableCounts(db: Db): Promise<TableCounts> {
  const selects = countedTables
    .map((table) => `(select count(*) from ${table})::bigint as ${table}`)
    .join(', ')
  const [row] = resultRows<Record<string, string>>(await db.execute(sql.raw(`select ${selects}`)))
  return Object.fromEntries(countedTables.map((table) => [table, Number(row![table])])) as TableCounts
}

export interface TableSize {
  table: string
  rows: number
  tableBytes: number
  indexBytes: number
  /** Table and indexes (and TOAST) per row. */
  bytesPerRow: number
}

export async function tableSize(db: Db, table: 'evaluations' | 'teacher_ratings'): Promise<TableSize> {
  const [row] = resultRows<{ rows: string; table_bytes: string; index_bytes: string; total: string }>(
    await db.execute(sql`
      select (select count(*) from ${sql.identifier(table)}) as rows,
        pg_table_size(${table}::regclass) as table_bytes, pg_indexes_size(${table}::regclass) as index_bytes,
        pg_total_relation_size(${table}::regclass) as total`),
  )
  const rows = Number(row!.rows)
  return {
    table,
    rows,
    tableBytes: Number(row!.table_bytes),
    indexBytes: Number(row!.index_bytes),
    bytesPerRow: Number(row!.total) / Math.max(1, rows),
  }
}

export async function databaseBytes(db: Db): Promise<number> {
  const [row] = resultRows<{ bytes: string }>(
    await db.execute(sql`select pg_database_size(current_database()) as bytes`),
  )
  return Number(row!.bytes)
}
