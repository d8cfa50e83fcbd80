import { type Database, openPostgres } from '../src/db/client'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../test/support/template-database'

/** A new, empty database next to the one in `url`, dropped again afterwards. */
export async function freshPostgresDatabase(
  url: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName('lernraster_bench')
  await adminQuery(url, `CREATE DATABASE ${name}`)
  const freshUrl = withDatabase(url, name)
  return {
    database: openPostgres(freshUrl),
    url: freshUrl,
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
