import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError, readLockHolder } from '../../src/db/data-dir-lock'

let dataDir: string
const lockFile = () => path.join(dataDir, 'lernraster.lock')
const DEAD_PID = 999_999

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'lernraster-lock-')), 'data')
})

afterEach(() => {
  rmSync(path.dirname(dataDir), { recursive: true, force: true })
})

describe('the data folder lock', () => {
  it('creates the folder and writes the holder', () => {
    const lock = acquireDataDirLock(dataDir, 'server')
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual({ pid: process.pid, owner: 'server' })
    expect(readLockHolder(dataDir)).toEqual({ pid: process.pid, owner: 'server' })
    lock.update({ url: 'http://127.0.0.1:3000' })
    expect(readLockHolder(dataDir)).toEqual({
      pid: process.pid,
      owner: 'server',
      url: 'http://127.0.0.1:3000',
    })
    lock.release()
  })

  it('refuses a second holder, naming the process that has it', () => {
    const lock = acquireDataDirLock(dataDir, 'server')
    let error: unknown
    try {
      acquireDataDirLock(dataDir, 'admin')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as DataDirLockedError).holder).toEqual({ pid: process.pid, owner: 'server' })
    expect((error as DataDirLockedError).message).toBe(
      `The database folder is in use by process ${process.pid} (server).`,
    )
    // The refused attempt left the holder's lock as it was.
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual({ pid: process.pid, owner: 'server' })
    lock.release()
  })

  it('takes over a lock left by a process that died', () => {
    expect(isRunning(DEAD_PID)).toBe(false)
    acquireDataDirLock(dataDir, 'admin').release()
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: DEAD_PID, owner: 'server', url: 'http://127.0.0.1:3000' }),
    )
    expect(readLockHolder(dataDir)).toBeUndefined()

    const lock = acquireDataDirLock(dataDir, 'admin')
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual({ pid: process.pid, owner: 'admin' })
    lock.release()
  })

  it('takes over an unreadable lock file', () => {
    acquireDataDirLock(dataDir, 'admin').release()
    writeFileSync(lockFile(), '{"pid":')
    const lock = acquireDataDirLock(dataDir, 'server')
    expect(readLockHolder(dataDir)).toEqual({ pid: process.pid, owner: 'server' })
    lock.release()
  })

  it('removes the file on release, so the next process gets the lock', () => {
    const lock = acquireDataDirLock(dataDir, 'server')
    expect(existsSync(lockFile())).toBe(true)
    lock.release()
    expect(existsSync(lockFile())).toBe(false)
    expect(readLockHolder(dataDir)).toBeUndefined()
    const next = acquireDataDirLock(dataDir, 'admin')
    expect(readLockHolder(dataDir)).toEqual({ pid: process.pid, owner: 'admin' })
    next.release()
  })
})
