import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import {
  type ForeignKey,
  ident,
  type SchemaGraph,
  schemaGraph,
  type TableInfo,
  trashTables,
} from './foreign-keys'

/** A row as `to_jsonb` gives it: column name to value. */
export type CapturedRow = Record<string, unknown>

/** A reference from a row that stays (not captured) which the removal sets to null; restore sets it back. */
export interface SetNullEntry {
  table: string
  key: Record<string, unknown>
  values: Record<string, unknown>
}

/** What a trash item keeps (trash_items.payload): the rows parent-first, and the references set to null. */
export interface TrashPayload {
  tables: { table: string; rows: CapturedRow[] }[]
  setNull: SetNullEntry[]
}

export interface CaptureRoot {
  table: string
  /** Values of `column` (default `id`) that select the root rows. */
  ids: readonly (number | string)[]
  column?: string
}

const list = (parts: SQL[]) => sql.join(parts, sql`, `)

/**
 * `(alias.c1, alias.c2) in (the tuples)`: the tuples travel as one JSON parameter, cast back to the
 * columns' types, so the comparison uses the columns' indexes; one statement for any number of rows.
 */
export function tupleIn(alias: string, columns: string[], info: TableInfo, tuples: unknown[][]): SQL {
  const left = list(columns.map((column) => sql`${ident(alias)}.${ident(column)}`))
  const right = list(
    columns.map(
      (column, index) => sql`(x.value->>${sql.raw(String(index))})::${sql.raw(info.types[column] ?? 'text')}`,
    ),
  )
  return sql`(${left}) in (select ${right} from jsonb_array_elements(${JSON.stringify(tuples)}::jsonb) x)`
}

const keyOf = (row: CapturedRow, columns: string[]) => JSON.stringify(columns.map((column) => row[column]))

class Captured {
  readonly rows = new Map<string, Map<string, CapturedRow>>()
  constructor(private readonly graph: SchemaGraph) {}

  /** Adds rows not yet captured; returns those that are new. */
  add(table: string, rows: CapturedRow[]): CapturedRow[] {
    const info = this.graph.tables.get(table)
    const keyColumns = info && info.primaryKey.length > 0 ? info.primaryKey : Object.keys(rows[0] ?? {})
    let seen = this.rows.get(table)
    if (!seen) {
      seen = new Map()
      this.rows.set(table, seen)
    }
    const added: CapturedRow[] = []
    for (const row of rows) {
      const key = keyOf(row, keyColumns)
      if (seen.has(key)) continue
      seen.set(key, row)
      added.push(row)
    }
    return added
  }

  has(table: string, row: CapturedRow): boolean {
    const info = this.graph.tables.get(table)
    return this.rows.get(table)?.has(keyOf(row, info?.primaryKey ?? [])) ?? false
  }
}

async function selectRows(tx: Db, table: string, condition: SQL): Promise<CapturedRow[]> {
  const result = await tx.execute(sql`select to_jsonb(t) as row from ${ident(table)} t where ${condition}`)
  return resultRows<{ row: CapturedRow | string }>(result).map(({ row }) =>
    typeof row === 'string' ? (JSON.parse(row) as CapturedRow) : row,
  )
}

const tuplesOf = (rows: CapturedRow[], columns: string[]) =>
  rows
    .map((row) => columns.map((column) => row[column]))
    .filter((tuple) => tuple.every((value) => value !== null && value !== undefined))

/**
 * Reads, inside the caller's transaction, the root rows and every row that PostgreSQL's ON DELETE
 * CASCADE would delete with them, breadth-first: one statement per foreign key and level, never one
 * per row. The caller holds the locks that keep these rows still, then deletes the roots.
 */
export async function captureRows(tx: Db, roots: CaptureRoot[]): Promise<TrashPayload> {
  const graph = await schemaGraph(tx)
  const captured = new Captured(graph)
  let frontier = new Map<string, CapturedRow[]>()
  const pushFrontier = (next: Map<string, CapturedRow[]>, table: string, rows: CapturedRow[]) => {
    if (rows.length > 0) next.set(table, [...(next.get(table) ?? []), ...rows])
  }
  for (const root of roots) {
    if (root.ids.length === 0) continue
    const info = graph.tables.get(root.table)
    if (!info) throw new Error(`unknown table ${root.table}`)
    const column = root.column ?? 'id'
    const rows = await selectRows(
      tx,
      root.table,
      tupleIn(
        't',
        [column],
        info,
        root.ids.map((id) => [id]),
      ),
    )
    pushFrontier(frontier, root.table, captured.add(root.table, rows))
  }
  const cascades = graph.foreignKeys.filter(
    (key) => key.onDelete === 'cascade' && !trashTables.has(key.child),
  )
  while (frontier.size > 0) {
    const next = new Map<string, CapturedRow[]>()
    for (const key of cascades) {
      const parents = frontier.get(key.parent)
      if (!parents) continue
      const tuples = tuplesOf(parents, key.parentColumns)
      if (tuples.length === 0) continue
      const rows = await selectRows(
        tx,
        key.child,
        tupleIn('t', key.childColumns, graph.tables.get(key.child)!, tuples),
      )
      pushFrontier(next, key.child, captured.add(key.child, rows))
    }
    frontier = next
  }
  return {
    tables: parentFirst(graph.foreignKeys, [...captured.rows.keys()]).map((table) => ({
      table,
      rows: [...captured.rows.get(table)!.values()],
    })),
    setNull: await setNullReferences(tx, graph, captured),
  }
}

/** References from rows that stay into the captured rows, which the delete will set to null. */
async function setNullReferences(tx: Db, graph: SchemaGraph, captured: Captured): Promise<SetNullEntry[]> {
  const entries: SetNullEntry[] = []
  for (const key of graph.foreignKeys) {
    if (key.onDelete !== 'setNull' || trashTables.has(key.child)) continue
    const parents = captured.rows.get(key.parent)
    if (!parents) continue
    const tuples = tuplesOf([...parents.values()], key.parentColumns)
    const info = graph.tables.get(key.child)
    if (tuples.length === 0 || !info || info.primaryKey.length === 0) continue
    const rows = await selectRows(tx, key.child, tupleIn('t', key.childColumns, info, tuples))
    for (const row of rows) {
      if (captured.has(key.child, row)) continue
      entries.push({
        table: key.child,
        key: Object.fromEntries(info.primaryKey.map((column) => [column, row[column]])),
        values: Object.fromEntries(key.childColumns.map((column) => [column, row[column]])),
      })
    }
  }
  return entries
}

/** Tables ordered so that every table comes after the tables it references (self-references aside). */
export function parentFirst(foreignKeys: ForeignKey[], tables: string[]): string[] {
  const inSet = new Set(tables)
  const ordered: string[] = []
  const done = new Set<string>()
  const visiting = new Set<string>()
  const visit = (table: string) => {
    if (done.has(table) || visiting.has(table)) return
    visiting.add(table)
    for (const key of foreignKeys)
      if (key.child === table && key.parent !== table && inSet.has(key.parent)) visit(key.parent)
    visiting.delete(table)
    done.add(table)
    ordered.push(table)
  }
  for (const table of [...tables].sort()) visit(table)
  return ordered
}
