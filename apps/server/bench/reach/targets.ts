import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { type Database, openPglite } from '../../src/db/client'
import { singleValue } from '../../src/lib/single-value'
import { withDatabase } from '../../test/support/template-database'
import { freshPostgresDatabase } from '../fresh-postgres'

// The two databases every per-request figure is measured on, each new for the run and removed after.

/** DATABASE_URL, else BENCH_DATABASE_URL (the other benchmarks' name), else the local server. */
export const postgresUrl =
  process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface BenchTarget {
  label: 'PGlite' | 'PostgreSQL'
  /** Open for seeding and the in-process figures; closed before the servers start. */
  database: Database
  /** DATA_DIR (and DATABASE_URL) for a server on this database. */
  serverDatabase: Record<string, string>
  /** The baseline server's database: PostgreSQL's same database, or a copy of the PGlite folder. */
  baselineDatabase(): Record<string, string>
  dispose(): Promise<void>
}

/** PGlite in a folder, as `npm start` keeps it (DATA_DIR/pglite). */
export function openPgliteTarget(): BenchTarget {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lernraster-bench-'))
  const copies: string[] = []
  const database = openPglite(path.join(dataDir, 'pglite'))
  return {
    label: 'PGlite',
    database,
    serverDatabase: { DATA_DIR: dataDir },
    // One process may open a PGlite folder: the baseline gets its own copy of the same data.
    baselineDatabase() {
      const copy = mkdtempSync(path.join(tmpdir(), 'lernraster-bench-baseline-'))
      copies.push(copy)
      cpSync(path.join(dataDir, 'pglite'), path.join(copy, 'pglite'), { recursive: true })
      return { PGLITE_DIR: path.join(copy, 'pglite') }
    },
    async dispose() {
      await database.close()
      for (const dir of [dataDir, ...copies]) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A new database next to the one in postgresUrl (never into it), dropped at the end. */
export async function openPostgresTarget(): Promise<BenchTarget> {
  const { database, drop } = await freshPostgresDatabase(postgresUrl)
  const name = singleValue<string>(await database.db.execute(sql`select current_database()`))
  const url = withDatabase(postgresUrl, name)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lernraster-bench-'))
  return {
    label: 'PostgreSQL',
    database,
    serverDatabase: { DATABASE_URL: url, DATA_DIR: dataDir },
    baselineDatabase: () => ({ DATABASE_URL: url }),
    async dispose() {
      await database.close()
      // pg's Pool.end() resolves before its connections are gone; DROP ... WITH (FORCE) would end them loudly.
      await delay(300)
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
