import { Role } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, openPglite } from '../src/db/client'
import { hashPassword } from '../src/lib/passwords'
import { createAccount } from '../src/modules/users/create-account'
import { freshPostgresDatabase } from './fresh-postgres'

// What the benchmarks of single calls share: the databases they run on, the app on a database, and a
// teacher to call as.

/** Runs the benchmark on the embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL names one. */
export async function onEveryDatabase(benchmark: (name: string, database: Database) => Promise<void>) {
  const pglite = openPglite(undefined)
  try {
    await benchmark('PGlite (in memory)', pglite)
  } finally {
    await pglite.close()
  }
  const url = process.env.BENCH_DATABASE_URL
  if (!url) return
  const { database, drop } = await freshPostgresDatabase(url)
  try {
    await benchmark('PostgreSQL', database)
  } finally {
    await database.close()
    await drop()
  }
}

/** The migrated database with the app built on it, as the server runs it; closed after `run`. */
export async function withBenchApp(database: Database, run: (app: FastifyInstance) => Promise<void>) {
  await database.migrate()
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://bench.test', WEB_DIST_DIR: '/nonexistent' })
  // As production writes answers: unchecked (the tests check them against their schemas).
  const app = await buildApp({ config, database, logger: false, checkAnswers: false })
  await app.ready()
  try {
    await run(app)
  } finally {
    await app.close()
  }
}

/** A confirmed, activated teacher. */
export async function benchTeacher(database: Database, email: string, lastname = 'Mark', now = new Date()) {
  return createAccount(
    database.db,
    {
      firstname: 'Bench',
      lastname,
      email,
      passwordHash: await hashPassword('Benchmark-Lehrperson-1'),
      roleId: Role.teacher,
      emailConfirmed: true,
      activated: true,
    },
    now,
  )
}

/** The median time of `run` in ms, after warm-up runs that let the JIT and the database caches settle. */
export async function medianMs(run: () => Promise<unknown>, runs: number, warmUps = 5): Promise<number> {
  for (let warmUp = 0; warmUp < warmUps; warmUp += 1) await run()
  const times: number[] = []
  for (let round = 0; round < runs; round += 1) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

/** What raw replays need of a driver: pg's Pool and PGlite both answer `query(text, params)`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>
}

export interface CallMeasure {
  /** The answer of the first call. */
  body: unknown
  statements: number
  callMs: number
  /** The call's own statements sent straight to the driver: what the database alone costs. */
  rawMs: number
}

/**
 * A GET through the whole app (routing, authentication, the statements, the answer's validation and
 * JSON) against its own SQL statements replayed raw on the driver, each the median of `runs`.
 */
export async function measureCall(
  app: FastifyInstance,
  database: Database,
  input: { url: string; token: string; runs: number },
): Promise<CallMeasure> {
  const inject = async () => {
    const response = await app.inject({
      method: 'GET',
      url: input.url,
      headers: { authorization: `Bearer ${input.token}` },
    })
    if (response.statusCode !== 200)
      throw new Error(`${input.url} answered ${response.statusCode}: ${response.body}`)
    return response
  }
  database.queries.recorded = []
  const body = (await inject()).json()
  const statements = database.queries.recorded
  database.queries.recorded = undefined
  const client = (database.db as unknown as { $client: RawClient }).$client
  const replay = async () => {
    for (const statement of statements) await client.query(statement.query, statement.params)
  }
  const callMs = await medianMs(inject, input.runs)
  const rawMs = await medianMs(replay, input.runs)
  return { body, statements: statements.length, callMs, rawMs }
}
