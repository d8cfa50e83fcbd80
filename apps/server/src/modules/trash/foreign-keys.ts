import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * The foreign-key graph of the schema, read from the catalog (decision 022). The trash follows it
 * instead of a hand-kept list of tables, so a table added later with an ON DELETE CASCADE reference
 * to a module, class or event goes to the trash and comes back without anyone remembering it.
 */
export type DeleteRule = 'cascade' | 'setNull' | 'restrict'

export interface ForeignKey {
  name: string
  child: string
  childColumns: string[]
  parent: string
  parentColumns: string[]
  onDelete: DeleteRule
}

export interface TableInfo {
  /** Columns a row may be inserted with (not generated), in the table's order. */
  columns: string[]
  /** Every column's SQL type (format_type), to cast values read back from JSON. */
  types: Record<string, string>
  primaryKey: string[]
}

export interface SchemaGraph {
  foreignKeys: ForeignKey[]
  tables: Map<string, TableInfo>
}

const ruleOf = (code: string): DeleteRule =>
  code === 'c' ? 'cascade' : code === 'n' ? 'setNull' : 'restrict'

interface ForeignKeyRow {
  name: string
  child: string
  child_columns: string[]
  parent: string
  parent_columns: string[]
  rule: string
}

interface ColumnRow {
  table_name: string
  columns: string[]
  types: Record<string, string>
  primary_key: string[] | null
}

/**
 * A table's name in the graph: bare in the current schema, `archive.<name>` for the twins holding an
 * archived class's rows (decision 051), so that a class or module in the trash keeps those too.
 */
const tableName = (table: string, namespace: string) =>
  sql.raw(`case when ${namespace}.nspname = current_schema() then ${table}.relname::text
    else ${namespace}.nspname || '.' || ${table}.relname end`)

/** A table (`archive.<name>` too) or column name as SQL. */
export const ident = (name: string) =>
  name.includes('.')
    ? sql.join(
        name.split('.').map((part) => sql.identifier(part)),
        sql`.`,
      )
    : sql.identifier(name)

/** Two catalog queries; the same on PGlite and PostgreSQL (both are PostgreSQL underneath). */
export async function readSchemaGraph(db: Db): Promise<SchemaGraph> {
  const keys = await db.execute(sql`
    select c.conname as name, ${tableName('child', 'ns')} as child, ${tableName('parent', 'parent_ns')} as parent,
      c.confdeltype::text as rule,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as child_columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as parent_columns
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace ns on ns.oid = child.relnamespace
    join pg_namespace parent_ns on parent_ns.oid = parent.relnamespace
    where c.contype = 'f' and ns.nspname in (current_schema(), 'archive')
    order by c.conname`)
  const columns = await db.execute(sql`
    select ${tableName('t', 'ns')} as table_name,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum) as columns,
      (select json_object_agg(a.attname, format_type(a.atttypid, a.atttypmod)) from pg_attribute a
        where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped) as types,
      (select array(select a.attname::text from unnest(p.conkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n)
        from pg_constraint p where p.conrelid = t.oid and p.contype = 'p') as primary_key
    from pg_class t join pg_namespace ns on ns.oid = t.relnamespace
    where t.relkind in ('r', 'p') and ns.nspname in (current_schema(), 'archive')`)
  return {
    foreignKeys: resultRows<ForeignKeyRow>(keys).map((row) => ({
      name: row.name,
      child: row.child,
      childColumns: row.child_columns,
      parent: row.parent,
      parentColumns: row.parent_columns,
      onDelete: ruleOf(row.rule),
    })),
    tables: new Map(
      resultRows<ColumnRow>(columns).map((row) => [
        row.table_name,
        { columns: row.columns, types: row.types ?? {}, primaryKey: row.primary_key ?? [] },
      ]),
    ),
  }
}

// Migrations run before the server serves and every database of a process (the tests open many)
// has the same ones, so the graph is read once per process.
let cached: Promise<SchemaGraph> | undefined

export function schemaGraph(db: Db): Promise<SchemaGraph> {
  cached ??= readSchemaGraph(db).catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}

/** Tables the trash itself consists of: never captured, never restored. */
export const trashTables = new Set(['trash_items', 'trash_item_files'])
