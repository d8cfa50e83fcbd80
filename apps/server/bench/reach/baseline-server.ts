/**
 * The baseline of the request figure: a bare Fastify server that answers one route by sending the
 * statements the app sent for it (recorded in the benchmark's process, read from BASELINE_STATEMENTS)
 * straight to the driver, one after the other as the app does, and answers the last one's rows as
 * JSON. No authentication, no validation, no ORM: what a request costs at least on this database.
 *
 * Run by the benchmark (processes.ts startBaseline) with PORT, BASELINE_ROUTE, BASELINE_STATEMENTS
 * and either DATABASE_URL (PostgreSQL, a pool of 10 as the app's) or PGLITE_DIR (a folder).
 */
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import Fastify from 'fastify'
import pg from 'pg'

interface Statement {
  query: string
  params: unknown[]
}

interface Driver {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>
  close(): Promise<void>
}

function openDriver(): Driver {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() }
  }
  const folder = process.env.PGLITE_DIR
  if (!folder) throw new Error('DATABASE_URL or PGLITE_DIR is required')
  const pglite = new PGlite(folder)
  return { query: (text, params) => pglite.query(text, params), close: () => pglite.close() }
}

const statements = JSON.parse(readFileSync(process.env.BASELINE_STATEMENTS!, 'utf8')) as Statement[]
const driver = openDriver()
const app = Fastify({ logger: false })

app.get(process.env.BASELINE_ROUTE!, async () => {
  let rows: unknown[] = []
  for (const statement of statements) rows = (await driver.query(statement.query, statement.params)).rows
  return rows
})

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
console.log(`baseline listening on ${process.env.PORT}`)

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => driver.close())
    .then(() => process.exit(0))
})
