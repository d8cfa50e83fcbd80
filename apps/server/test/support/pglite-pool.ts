import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type Database, pgliteDatabase } from '../../src/db/client'
import { PgliteWithDrizzleParsers } from '../../src/db/pglite-with-drizzle-parsers'

/**
 * The embedded databases of one vitest worker (decision 036). Opening a PGlite from the template's
 * dump costs about a second of CPU - more than most files' tests - so a test app's engine goes back
 * here when the app closes, and the next file gets it again, reset to the template: every table
 * emptied, the rows the migrations wrote put back, every sequence where the template had it. An
 * engine whose schema a test changed, or that a test closed, is not used again.
 */

interface Template {
  /** Every table, schema-qualified and quoted, for one TRUNCATE. */
  tables: string[]
  /** The rows the migrations wrote (lookups, the migrations' own log), as JSON per table. */
  rows: { table: string; json: string }[]
  sequences: { name: string; value: string; called: boolean }[]
  schema: string
}

const userSchemas = `not in ('pg_catalog', 'information_schema', 'pg_toast')`

/**
 * What the schema is made of, as one hash: a test that alters a table, an index, a constraint or a
 * function leaves an engine that no later file may get.
 */
const schemaFingerprint = `
  select md5(string_agg(part, '|' order by part)) as hash from (
    select concat_ws(':', table_schema, table_name, column_name, data_type, column_default, is_nullable) as part
      from information_schema.columns where table_schema ${userSchemas}
    union all select concat_ws(':', schemaname, indexname, indexdef) from pg_indexes where schemaname ${userSchemas}
    union all select concat_ws(':', conrelid::regclass::text, conname, pg_get_constraintdef(oid))
      from pg_constraint where connamespace::regnamespace::text ${userSchemas}
    union all select concat_ws(':', proname, md5(prosrc)) from pg_proc where pronamespace::regnamespace::text ${userSchemas}
    union all select concat_ws(':', tgrelid::regclass::text, tgname) from pg_trigger where not tgisinternal
    union all select nspname from pg_namespace
  ) parts`

async function readTemplate(client: PgliteWithDrizzleParsers): Promise<Template> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema ${userSchemas} order by 1`,
    )
  ).rows.map((row) => row.name)
  const rows: Template['rows'] = []
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    )
    if (found[0]?.json) rows.push({ table, json: found[0].json })
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name,
              coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname ${userSchemas}`,
    )
  ).rows
  const schema = (await client.query<{ hash: string }>(schemaFingerprint)).rows[0]!.hash
  return { tables, rows, sequences, schema }
}

/** Puts a used engine back to the template's state; false when it can no longer be (see above). */
async function resetToTemplate(client: PgliteWithDrizzleParsers, template: Template): Promise<boolean> {
  if (client.closed) return false
  const { hash } = (await client.query<{ hash: string }>(schemaFingerprint)).rows[0]!
  if (hash !== template.schema) return false
  // Whatever a test left in the session: settings, prepared statements, session locks.
  await client.exec('RESET ALL; DEALLOCATE ALL; SELECT pg_advisory_unlock_all();')
  await client.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${template.tables.join(', ')} RESTART IDENTITY CASCADE`)
    for (const { table, json } of template.rows) {
      await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [
        json,
      ])
    }
    for (const { name, value, called } of template.sequences) {
      await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called])
    }
  })
  return true
}

const idle: PgliteWithDrizzleParsers[] = []
let template: Promise<Template> | undefined
let dump: Blob | undefined

function openFromDump(): PgliteWithDrizzleParsers {
  dump ??= new Blob([readFileSync(inject('pgliteTemplate'))])
  return new PgliteWithDrizzleParsers({ loadDataDir: dump })
}

/**
 * A database in the template's state for one test app; `release` gives its engine back once the app
 * has closed (however the test left it).
 */
export async function pooledPglite(): Promise<{ database: Database; release: () => void }> {
  let client: PgliteWithDrizzleParsers | undefined
  while (!client) {
    const used = idle.pop()
    if (!used) {
      const fresh = openFromDump()
      // The template's state is read from this worker's first engine, before any test touches it.
      template ??= fresh.waitReady.then(() => readTemplate(fresh))
      await template
      client = fresh
    } else if (await resetToTemplate(used, await template!)) {
      client = used
    } else if (!used.closed) {
      await used.close()
    }
  }
  const engine = client
  return { database: pgliteDatabase(engine), release: () => void idle.push(engine) }
}
