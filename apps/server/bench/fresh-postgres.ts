import pg from 'pg'
import { type Database, openPostgres } from '../src/db/client'

/** A new, empty database next to the one in `url`, dropped again afterwards. */
export async function freshPostgresDatabase(
  url: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `lernraster_bench_${process.pid}_${Date.now()}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    database: openPostgres(target.toString()),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
