import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { processDeadline, runToEnd } from '../support/processes'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../support/template-database'

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * Issue 10: `npm run admin -- users` with another DATA_DIR than the server's created a new, empty
 * database and reported 0 accounts. An admin command never creates a database: it says where it
 * looked and how to point it at the server's, and exits 1.
 */
// The same commands with the same settings in both runs: the PostgreSQL run leaves them to the first.
describe.skipIf(postgresUrl)(
  'an admin command where there is no database',
  { timeout: processDeadline },
  () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'lernraster-no-db-'))
    afterAll(() => rmSync(parent, { recursive: true, force: true }))

    test.each([
      ['an empty folder', true],
      ['a folder that does not exist', false],
    ])('in %s: says where it looked and what to do, creates nothing, exits 1', async (_name, exists) => {
      const folder = exists ? mkdtempSync(path.join(parent, 'empty-')) : path.join(parent, 'missing')

      const answer = await runToEnd('admin', ['users'], { DATA_DIR: folder, DATABASE_URL: '' })
      expect(answer.code).toBe(1)
      expect(answer.stdout).toBe('')
      expect(answer.stderr).toContain(`There is no Lernraster database in ${folder}.`)
      expect(answer.stderr).toContain('No Lernraster server runs on this folder')
      expect(answer.stderr).toContain('DATA_DIR=/srv/lernraster/data npm run admin -- users')
      if (exists) expect(readdirSync(folder)).toEqual([])
      else expect(existsSync(folder)).toBe(false)
    })
  },
)

describe.runIf(postgresUrl)(
  'an admin command where there is no database, on PostgreSQL',
  { timeout: processDeadline },
  () => {
    const empty = uniqueDatabaseName('lernraster_no_db')
    afterAll(() => adminQuery(postgresUrl!, `DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`))

    async function hasTables(url: string): Promise<boolean> {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const result = await client.query(
          "select count(*)::int as n from pg_tables where schemaname <> 'pg_catalog' and schemaname <> 'information_schema'",
        )
        return result.rows[0].n > 0
      } finally {
        await client.end()
      }
    }

    test('a database Lernraster never ran on is left as it is', async () => {
      await adminQuery(postgresUrl!, `CREATE DATABASE ${empty}`)
      const url = withDatabase(postgresUrl!, empty)
      const answer = await runToEnd('admin', ['users'], { DATABASE_URL: url })
      expect(answer.code).toBe(1)
      expect(answer.stderr).toContain(`There is no Lernraster database in ${url}`)
      expect(answer.stderr).toContain('DATABASE_URL=')
      expect(await hasTables(url)).toBe(false)
    })

    test('a database that does not exist is named, not a stack trace', async () => {
      const url = withDatabase(postgresUrl!, uniqueDatabaseName('lernraster_absent'))
      const answer = await runToEnd('admin', ['users'], { DATABASE_URL: url })
      expect(answer.code).toBe(1)
      expect(answer.stderr).toContain('There is no Lernraster database in')
      expect(answer.stderr).not.toMatch(/\n\s+at /)
    })
  },
)
