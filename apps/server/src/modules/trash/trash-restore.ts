import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type ForeignKey, ident, type SchemaGraph, schemaGraph, trashTables } from './foreign-keys'
import type { SetNullEntry, TrashPayload } from './trash-capture'

const list = (parts: SQL[]) => sql.join(parts, sql`, `)
const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `))

/**
 * Whether the parent a row names exists: in its table, or (a reference inside one table, such as a
 * module's published copy) among the rows this same statement inserts.
 */
function parentExists(key: ForeignKey, incoming: SQL): SQL {
  const match = and(
    key.childColumns.map((column, i) => sql`p.${ident(key.parentColumns[i]!)} = r.${ident(column)}`),
  )
  const inTable = sql`exists (select 1 from ${ident(key.parent)} p where ${match})`
  if (key.parent !== key.child) return inTable
  return sql`(${inTable} or exists (select 1 from jsonb_populate_recordset(null::${ident(key.parent)}, ${incoming}) p where ${match}))`
}

const anyNull = (key: ForeignKey) =>
  sql.join(
    key.childColumns.map((column) => sql`r.${ident(column)} is null`),
    sql` or `,
  )

/**
 * Inserts one table's rows again with their own ids. Only columns that exist now are written (a
 * migration since may have added some: they get their defaults) and no generated ones. A row whose
 * parent outside the trash is gone meanwhile (a student account deleted, say) is left out: whoever
 * it belonged to is gone. A set-null reference to a gone parent comes back as null, as it would be.
 */
async function insertTable(tx: Db, graph: SchemaGraph, table: string, rows: unknown[]): Promise<void> {
  const info = graph.tables.get(table)
  if (!info || rows.length === 0) return
  const present = new Set(rows.flatMap((row) => Object.keys(row as object)))
  const columns = info.columns.filter((column) => present.has(column))
  const incoming = sql`${JSON.stringify(rows)}::jsonb`
  const keys = graph.foreignKeys.filter((key) => key.child === table)
  const setNullColumns = new Map<string, ForeignKey>()
  for (const key of keys)
    if (key.onDelete === 'setNull') for (const column of key.childColumns) setNullColumns.set(column, key)
  const values = columns.map((column) => {
    const key = setNullColumns.get(column)
    if (!key) return sql`r.${ident(column)}`
    return sql`case when ${parentExists(key, incoming)} then r.${ident(column)} end`
  })
  const conditions = keys
    .filter((key) => key.onDelete !== 'setNull')
    .map((key) => sql`(${anyNull(key)} or ${parentExists(key, incoming)})`)
  await tx.execute(sql`
    insert into ${ident(table)} (${list(columns.map((column) => sql`${ident(column)}`))}) overriding system value
    select ${list(values)} from jsonb_populate_recordset(null::${ident(table)}, ${incoming}) r
    where ${and(conditions)}`)
}

/** Sets back references that the removal set to null, where nothing else has been put there since. */
async function restoreSetNull(tx: Db, graph: SchemaGraph, entries: SetNullEntry[]): Promise<void> {
  const groups = new Map<string, SetNullEntry[]>()
  for (const entry of entries) {
    const group = `${entry.table}:${Object.keys(entry.values).join(',')}`
    groups.set(group, [...(groups.get(group) ?? []), entry])
  }
  for (const group of groups.values()) {
    const { table } = group[0]!
    const info = graph.tables.get(table)
    if (!info) continue
    const valueColumns = Object.keys(group[0]!.values).filter((column) => info.columns.includes(column))
    if (valueColumns.length === 0) continue
    const columns = [...info.primaryKey, ...valueColumns]
    const tuples = group.map((entry) => [
      ...info.primaryKey.map((column) => entry.key[column]),
      ...valueColumns.map((column) => entry.values[column]),
    ])
    const cast = (column: string, index: number) =>
      sql`(x.value->>${sql.raw(String(index))})::${sql.raw(info.types[column] ?? 'text')}`
    const source = sql`select ${list(columns.map((column, i) => sql`${cast(column, i)} as ${ident(column)}`))}
      from jsonb_array_elements(${JSON.stringify(tuples)}::jsonb) x`
    await tx.execute(sql`
      update ${ident(table)} t set ${list(valueColumns.map((column) => sql`${ident(column)} = s.${ident(column)}`))}
      from (${source}) s
      where ${and(info.primaryKey.map((column) => sql`t.${ident(column)} = s.${ident(column)}`))}
        and ${and(valueColumns.map((column) => sql`t.${ident(column)} is null`))}`)
  }
}

/**
 * Puts a trash item's rows back, table by table, parents first, in the caller's transaction: a
 * conflict (a unique key taken meanwhile) fails the whole restore, and nothing is half restored.
 */
export async function restoreRows(tx: Db, payload: TrashPayload): Promise<void> {
  const graph = await schemaGraph(tx)
  for (const { table, rows } of payload.tables) {
    if (trashTables.has(table)) continue
    await insertTable(tx, graph, table, rows)
  }
  await restoreSetNull(tx, graph, payload.setNull)
}
