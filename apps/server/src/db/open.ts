import path from 'node:path'
import type { Config } from '../config'
import { type Database, openPglite, openPostgres } from './client'
import { acquireDataDirLock, type DataDirLock, type LockHolder } from './data-dir-lock'

export interface OpenedDatabase {
  database: Database
  /** Held while the embedded database is open; undefined on PostgreSQL. */
  lock: DataDirLock | undefined
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite behind the folder lock. */
export async function openDatabase(config: Config, owner: LockHolder['owner']): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL)
    await database.migrate()
    return { database, lock: undefined }
  }
  const lock = acquireDataDirLock(config.DATA_DIR, owner)
  try {
    const database = openPglite(path.join(config.DATA_DIR, 'pglite'))
    await database.migrate()
    return { database, lock }
  } catch (error) {
    lock.release()
    throw error
  }
}
