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
  const app = await buildApp({ config, database, logger: false })
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
