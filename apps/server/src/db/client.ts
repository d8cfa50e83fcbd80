import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { repoRoot } from '../repo-root'
import { PgliteWithDrizzleParsers } from './pglite-with-drizzle-parsers'
import { type ListenHandlers, listenOnPostgres } from './postgres-listener'
import * as schema from './schema'

/** A Drizzle database or a transaction on it: repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Counts the SQL statements sent, so tests and benchmarks can check "a constant number of queries". */
export class QueryCounter {
  count = 0
  /** While set, every statement sent is kept here too: benchmarks replay a call's own SQL raw. */
  recorded: { query: string; params: unknown[] }[] | undefined
  logQuery(query: string, params: unknown[]): void {
    this.count += 1
    this.recorded?.push({ query, params })
  }
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  queries: QueryCounter
  /** The embedded engine itself, for dumping a test template; undefined on PostgreSQL. */
  pglite?: PGlite
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>
  /** Receives what `pg_notify(channel, ...)` sends, from this process and (PostgreSQL) every other. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>
  /** Safe to call more than once (shutdown paths may overlap). */
  close(): Promise<void>
  /** node-postgres' pool, for the metrics; undefined on PGlite (one connection inside this process). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>
}

/** A closer that runs once; later calls get the same promise. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined
  return () => {
    closing ??= close()
    return closing
  }
}

// Read from the source tree also when the server runs bundled (repo-root.ts).
export const migrationsFolder = path.join(repoRoot, 'apps/server/src/db/migrations')

/** The embedded database: a folder on disk, or in memory when `dataDir` is undefined. */
export function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Database {
  const pgliteOptions = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}
  // The one-argument form: with an undefined folder the two-argument form drops the options.
  return pgliteDatabase(new PgliteWithDrizzleParsers({ ...pgliteOptions, ...(dataDir ? { dataDir } : {}) }))
}

/**
 * A Database over an open PGlite: each call gives its own Drizzle instance and query counter on the
 * same engine (the API tests hand one engine to file after file, test/support/pglite-pool.ts).
 */
export function pgliteDatabase(client: PgliteWithDrizzleParsers): Database {
  const queries = new QueryCounter()
  const db = drizzlePglite(client, { schema, logger: queries }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    queries,
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process holds the embedded database, so its own notifications are all there are.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onPayload)
      // Closing the database ends its listeners with it; UNLISTEN on a closed one would throw.
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
    close: once(() => client.close()),
  }
}

/** Advisory lock id for migrations, so that two servers starting together do not race. */
const MIGRATION_LOCK = 7_340_201

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection that the server ends (restart, failover, pg_terminate_backend) is reported
  // here; without a listener Node would crash. The pool opens a new connection when one is needed.
  pool.on('error', (error) => {
    console.error(`PostgreSQL closed an idle connection: ${error.message}`)
  })
  const queries = new QueryCounter()
  const db = drizzlePostgres(pool, { schema, logger: queries }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    queries,
    pool,
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migratePostgres(drizzlePostgres(client), { migrationsFolder })
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
        client.release()
      }
    },
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: once(() => pool.end()),
  }
}
