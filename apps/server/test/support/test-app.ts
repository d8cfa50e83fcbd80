import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { type BuildAppOptions, buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { type Database, openPostgres } from '../../src/db/client'
import { testHashCost } from './hash-cost'
import { pooledPglite } from './pglite-pool'
import { adminQuery, uniqueDatabaseName, withDatabase } from './template-database'
import { TestClock } from './test-clock'

/** adminSecret: registers /internal/admin; logStream: turns the log on and hands its lines over. */
export type TestAppOptions = Pick<BuildAppOptions, 'adminSecret' | 'logStream'>

export interface TestApp {
  app: FastifyInstance
  clock: TestClock
  database: Database
  close(): Promise<void>
}

/**
 * A migrated database in the template's state for one test app, on PGlite (an engine of this worker
 * reset to the template, pglite-pool.ts) or (TEST_DATABASE_URL) a PostgreSQL database of its own.
 */
async function openTestDatabase(): Promise<{ database: Database; done: () => Promise<void> }> {
  const postgresUrl = process.env.TEST_DATABASE_URL
  const template = inject('postgresTemplate')
  if (postgresUrl && template) {
    const name = uniqueDatabaseName('lernraster_test')
    await adminQuery(postgresUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`)
    const database = openPostgres(withDatabase(postgresUrl, name))
    return {
      database,
      done: async () => {
        await database.close()
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      },
    }
  }
  const { database, release } = await pooledPglite()
  return { database, done: async () => release() }
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, done } = await openTestDatabase()
  // Uploads of a test file go to its own folder, never into the repository's data/.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'lernraster-files-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://lernraster.test',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
    // A live stream ends this soon unless a test asks for longer: inject() waits for the end of an
    // answer, and the access tables and the fuzz suite call GET /live like any other route.
    LIVE_STREAM_SECONDS: '0.05',
    ...testHashCost(env),
    ...env,
  })
  const clock = new TestClock()
  const logger = options.logStream !== undefined || process.env.TEST_LOG === '1'
  const app = await buildApp({ config, database, clock, logger, ...options })
  await app.ready()
  return {
    app,
    clock,
    database,
    async close() {
      await app.close()
      await done()
      rmSync(filesDir, { recursive: true, force: true })
    },
  }
}

/** One app for the test file: built before its first test, closed after its last. */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp
  beforeAll(async () => {
    Object.assign(holder, await buildTestApp(env, options))
  })
  // An answer its call's table entry does not describe fails the test that saw it (decision 031).
  afterEach(() => {
    expect(holder.app.answerViolations.splice(0), 'answers the table of calls does not describe').toEqual([])
  })
  afterAll(() => holder.close())
  return holder
}
