import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { adminQuery, uniqueDatabaseName, withDatabase } from './template-database'

const migrations = path.resolve(import.meta.dirname, '../../src/db/migrations')

/** The statements of one committed migration file, to replay migrations one by one over old data. */
export function migrationStatements(file: string): string[] {
  return readFileSync(path.join(migrations, file), 'utf8').split('--> statement-breakpoint')
}

/** Runs SQL on a fresh, empty database of the kind the tests use (PostgreSQL when TEST_DATABASE_URL is set). */
export async function scratchDatabase() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const client = new PGlite()
    return {
      exec: async (statement: string) => void (await client.exec(statement)),
      rows: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      close: () => client.close(),
    }
  }
  const name = uniqueDatabaseName('lernraster_backfill')
  await adminQuery(url, `CREATE DATABASE ${name}`)
  const client = new pg.Client({ connectionString: withDatabase(url, name) })
  await client.connect()
  return {
    exec: async (statement: string) => void (await client.query(statement)),
    rows: async <T>(statement: string) => (await client.query(statement)).rows as T[],
    close: async () => {
      await client.end()
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
