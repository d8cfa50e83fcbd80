import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { postgresRunFilters } from '../postgres-run.mjs'

const serverRoot = path.resolve(import.meta.dirname, '../..')
const testFiles = readdirSync(path.join(serverRoot, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/${file.split(path.sep).join('/')}`)
const inPostgresRun = (file: string) => postgresRunFilters.some((filter) => file.includes(filter))

describe("npm test's PostgreSQL run (decision 033)", () => {
  test('every filter still names a test file: a renamed file does not fall out unnoticed', () => {
    for (const filter of postgresRunFilters)
      expect(
        testFiles.some((file) => file.includes(filter)),
        filter,
      ).toBe(true)
  })

  test('every test file that behaves differently on PostgreSQL is in it', () => {
    // Joined, so this file does not name it itself.
    const marker = ['process.env', 'TEST_DATABASE_URL'].join('.')
    const postgresAware = testFiles.filter((file) =>
      readFileSync(path.join(serverRoot, file), 'utf8').includes(marker),
    )
    expect(postgresAware.length).toBeGreaterThan(5)
    // newcomer-path is the embedded database's own journey, pglite-pool tests the embedded
    // engines the test files share: both skip themselves on PostgreSQL.
    const embeddedOnly = ['newcomer-path.test.ts', 'pglite-pool.test.ts']
    const missing = postgresAware.filter(
      (file) => !inPostgresRun(file) && !embeddedOnly.some((name) => file.endsWith(name)),
    )
    expect(missing).toEqual([])
  })

  test('leaves out most files: the first run on PGlite has them all', () => {
    const share = testFiles.filter(inPostgresRun).length / testFiles.length
    expect(share).toBeGreaterThan(0.2)
    expect(share).toBeLessThan(0.5)
  })
})
