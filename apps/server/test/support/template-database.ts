import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A database URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`
