import { spawn } from 'node:child_process'
import { openPglite } from './client'

/**
 * Creating the embedded database (PGlite's initdb and the first migrations) takes the process to
 * ~850 MB, and the memory stays with the process after the database is closed: a server that created
 * its database kept twice what a restarted one holds. So the server creates it in a child process of
 * the same program, which exits; then it opens the folder as on any restart (decision 020).
 */
const createFlag = 'LERNRASTER_CREATE_EMBEDDED_DATABASE'

/** In the child: the folder named by the flag is created and migrated; true when this is the child. */
export async function createEmbeddedIfAsked(): Promise<boolean> {
  const dir = process.env[createFlag]
  if (!dir) return false
  const database = openPglite(dir)
  await database.migrate()
  await database.close()
  return true
}

/** In the server: runs this same program (source or bundle) as the child that creates `dir`. */
export function createEmbeddedInChild(dir: string): Promise<void> {
  const script = process.argv[1]
  if (!script) return Promise.reject(new Error('cannot tell which program to run for the database'))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      env: { ...process.env, [createFlag]: dir },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the embedded database failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}
