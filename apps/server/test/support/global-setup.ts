import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureServerBundle } from '../../../../scripts/server-bundle.mjs'
import { openPglite, openPostgres } from '../../src/db/client'
import { adminQuery, uniqueDatabaseName, withDatabase } from './template-database'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}

/**
 * Migrates one database for the whole run; each test file starts from a copy of it
 * (PGlite: a dump of its folder; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // The tests with real server processes run the bundle `npm start` runs (support/processes.ts).
  if (!ensureServerBundle()) throw new Error('The server bundle did not build (scripts/build-server.mjs)')
  const cleanups: (() => Promise<void>)[] = []
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (postgresUrl) {
    const name = uniqueDatabaseName('lernraster_tpl')
    await adminQuery(postgresUrl, `CREATE DATABASE ${name}`)
    const database = openPostgres(withDatabase(postgresUrl, name))
    await database.migrate()
    await database.close()
    project.provide('postgresTemplate', name)
    project.provide('pgliteTemplate', '')
    cleanups.push(() => adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name}`))
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'lernraster-test-'))
    const database = openPglite(undefined)
    await database.migrate()
    const dump = await database.pglite!.dumpDataDir('none')
    const file = path.join(dir, 'template.tar')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    await database.close()
    project.provide('pgliteTemplate', file)
    project.provide('postgresTemplate', '')
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup()
  }
}
