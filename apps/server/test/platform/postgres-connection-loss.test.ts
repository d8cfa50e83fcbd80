import { sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { openPostgres } from '../../src/db/client'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../support/template-database'

const postgresUrl = process.env.TEST_DATABASE_URL

/** A PostgreSQL restart ends idle connections; the server must survive it and carry on. */
describe.runIf(postgresUrl)('losing idle PostgreSQL connections', () => {
  test('does not crash the process, and the next query gets a new connection', async () => {
    const name = uniqueDatabaseName('lernraster_loss')
    await adminQuery(postgresUrl!, `CREATE DATABASE ${name}`)
    const database = openPostgres(withDatabase(postgresUrl!, name))
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await database.db.execute(sql`select 1`)
      await adminQuery(
        postgresUrl!,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      )
      // The pool notices the closed socket and reports it (rather than crashing the process).
      await vi.waitFor(() =>
        expect(report).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed an idle connection')),
      )
      // The shared Db type leaves execute()'s result open; on node-postgres it is a pg QueryResult.
      const result = (await database.db.execute(sql`select 2 as two`)) as { rows: unknown[] }
      expect(result.rows).toEqual([{ two: 2 }])
    } finally {
      report.mockRestore()
      await database.close()
      await adminQuery(postgresUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  })
})
