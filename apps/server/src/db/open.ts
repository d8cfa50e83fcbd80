import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Config } from '../config'
import { postgresErrorCode } from '../lib/database-errors'
import { singleValue } from '../lib/single-value'
import { type Database, openPglite, openPostgres } from './client'
import { acquireDataDirLock, type DataDirLock, type LockHolder } from './data-dir-lock'

export interface OpenedDatabase {
  database: Database
  /** Held while the embedded database is open; undefined on PostgreSQL. */
  lock: DataDirLock | undefined
}

/**
 * An admin command looked for the server's database and found none. It never makes one: a new empty
 * database would answer "0 accounts" as if that were the truth (issue 10).
 */
export class NoDatabaseError extends Error {
  constructor(readonly where: string) {
    super(`There is no Lernraster database in ${where}.`)
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  parsed.password = ''
  return parsed.toString()
}

/** PGlite writes PG_VERSION when it first creates its folder. */
const hasEmbeddedDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))

/** A PostgreSQL database that Lernraster has migrated at least once. */
async function hasLernrasterTables(database: Database): Promise<boolean> {
  try {
    return singleValue<boolean>(
      await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null`),
    )
  } catch (error) {
    if (postgresErrorCode(error) === '3D000') return false // the database itself does not exist
    throw error
  }
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite behind the folder lock.
 * `create: false` (admin commands) refuses to create a database that is not there yet.
 */
export async function openDatabase(
  config: Config,
  owner: LockHolder['owner'],
  {
    create = true,
    createEmbedded,
  }: {
    create?: boolean
    /** Creates a new embedded database in this folder elsewhere (the server: in a child process). */
    createEmbedded?: (dir: string) => Promise<void>
  } = {},
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL)
    try {
      if (!create && !(await hasLernrasterTables(database))) {
        throw new NoDatabaseError(withoutPassword(config.DATABASE_URL))
      }
      await database.migrate()
    } catch (error) {
      await database.close()
      throw error
    }
    return { database, lock: undefined }
  }
  if (!create && !hasEmbeddedDatabase(config.DATA_DIR)) throw new NoDatabaseError(config.DATA_DIR)
  const lock = acquireDataDirLock(config.DATA_DIR, owner)
  try {
    const dir = path.join(config.DATA_DIR, 'pglite')
    if (createEmbedded && !hasEmbeddedDatabase(config.DATA_DIR)) await createEmbedded(dir)
    const database = openPglite(dir)
    await database.migrate()
    return { database, lock }
  } catch (error) {
    lock.release()
    throw error
  }
}
