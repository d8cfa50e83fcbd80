import { readdir } from 'node:fs/promises'
import pg from 'pg'
import { postgresErrorCode } from '../../lib/database-errors'
import { tallyFiles } from './stored-files-copy'

/**
 * A restore only goes into an empty target, never over data (decision 048): merging two
 * installations' rows or files is nothing a backup can answer for. Each check answers why the target
 * is refused, or undefined when it is empty.
 */

/** The embedded database's folder must be absent or empty. */
export async function pgliteFolderProblem(folder: string): Promise<string | undefined> {
  const entries = await readdir(folder).catch(() => [])
  return entries.length === 0 ? undefined : `${folder} is not empty (it holds an embedded database).`
}

/** The files folder must hold no file; empty sub-folders (the server's `.incoming/`) hold nothing. */
export async function filesFolderProblem(folder: string): Promise<string | undefined> {
  const { count } = await tallyFiles(folder)
  return count === 0 ? undefined : `${folder} is not empty (it holds ${count} file(s)).`
}

/** The database of DATABASE_URL must exist and have no table in schema public and no drizzle schema. */
export async function postgresProblem(databaseUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    if (postgresErrorCode(error) === '3D000')
      return 'The database of DATABASE_URL does not exist; create it first (createdb, or CREATE DATABASE).'
    throw error
  }
  try {
    const { rows } = await client.query<{ tables: string; drizzle: boolean }>(
      `select (select count(*) from pg_tables where schemaname = 'public') as tables,
              exists (select 1 from pg_namespace where nspname = 'drizzle') as drizzle`,
    )
    const { tables, drizzle } = rows[0]!
    if (Number(tables) > 0)
      return `The database of DATABASE_URL is not empty: it has ${tables} table(s) in schema public.`
    // The dump creates the schema drizzle itself; one left over, even empty, would stop it.
    if (drizzle)
      return 'The database of DATABASE_URL is not empty: it has a schema drizzle (Lernraster ran on it).'
    return undefined
  } finally {
    await client.end()
  }
}
