import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * PGlite is single-process: two processes opening one folder would corrupt it. Whoever opens the
 * embedded database holds this lock file; `npm run admin` sees a running server in it and sends its
 * command there instead of opening the folder.
 */
export interface LockHolder {
  pid: number
  owner: 'server' | 'admin'
  /** Where the server listens, once it does. */
  url?: string
}

export class DataDirLockedError extends Error {
  constructor(readonly holder: LockHolder) {
    super(`The database folder is in use by process ${holder.pid} (${holder.owner}).`)
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'lernraster.lock')
export const adminSecretFile = (dataDir: string) => path.join(dataDir, 'admin.secret')

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live holder of the lock, if any; a lock left by a crashed process does not count. */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockHolder
    return isAlive(holder.pid) ? holder : undefined
  } catch {
    return undefined
  }
}

export interface DataDirLock {
  update(holder: Partial<LockHolder>): void
  release(): void
}

export function acquireDataDirLock(dataDir: string, owner: LockHolder['owner']): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const file = lockFile(dataDir)
  let holder: LockHolder = { pid: process.pid, owner }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, JSON.stringify(holder))
      closeSync(fd)
      return {
        update(changes) {
          holder = { ...holder, ...changes }
          writeFileSync(file, JSON.stringify(holder), { mode: 0o600 })
        },
        release() {
          rmSync(file, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const current = readLockHolder(dataDir)
      if (current) throw new DataDirLockedError(current)
      rmSync(file, { force: true }) // left by a process that died; take it over
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
