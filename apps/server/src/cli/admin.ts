import { readFileSync } from 'node:fs'
import { restoreBackup } from '../admin/backup/restore-backup'
import {
  type AdminCommand,
  adminUsage,
  parseAdminArgs,
  parseRestoreArgs,
  runAdminCommand,
  UsageError,
} from '../admin/commands'
import { buildApp } from '../app'
import { type Config, ConfigError, defaultDataDir, loadConfig } from '../config'
import { adminSecretFile, DataDirLockedError, readLockHolder } from '../db/data-dir-lock'
import { NoDatabaseError, openDatabase } from '../db/open'
import { AppError } from '../lib/app-error'

/**
 * `npm run admin -- <command>`. On PostgreSQL it connects directly. On the embedded database it
 * sends the command to the running server when there is one (a second process must never open the
 * PGlite folder), and otherwise opens the folder itself under the same lock. It never creates a
 * database: where there is none, it says where it looked.
 */
async function viaRunningServer(config: Config, command: AdminCommand): Promise<string | undefined> {
  if (config.DATABASE_URL) return undefined
  const holder = readLockHolder(config.DATA_DIR)
  if (!holder) return undefined
  if (holder.owner !== 'server' || !holder.url) {
    throw new Error(
      `The database folder is busy (process ${holder.pid}, ${holder.owner}). Try again in a moment.`,
    )
  }
  const secret = readFileSync(adminSecretFile(config.DATA_DIR), 'utf8')
  const response = await fetch(`${holder.url}/internal/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': secret },
    body: JSON.stringify(command),
  })
  const answer = (await response.json()) as { output?: string; message?: string }
  if (!response.ok)
    throw new AppError('badRequest', answer.message ?? `The server answered ${response.status}.`)
  return answer.output ?? ''
}

async function directly(config: Config, command: AdminCommand): Promise<string> {
  const { database, lock } = await openDatabase(config, 'admin', { create: false })
  const app = await buildApp({ config, database, logger: false })
  try {
    return await runAdminCommand(app.ctx, command)
  } finally {
    await app.close() // waits for mail delivery of this command
    await database.close()
    lock?.release()
  }
}

/** Where the command looked, and how to point it at the server's database. */
function noDatabaseHelp(error: NoDatabaseError, config: Config, argv: string[]): string {
  const command = `npm run admin -- ${argv.join(' ')}`
  if (config.DATABASE_URL) {
    return `${error.message}
Lernraster has never run on this database, or it does not exist. Admin commands work on the server's
database: give them the DATABASE_URL the server uses, for example
  DATABASE_URL=postgres://user@host:5432/lernraster ${command}`
  }
  return `${error.message}
No Lernraster server runs on this folder, and there is no database in it. Admin commands work on the
server's database: give them the DATA_DIR the server uses, for example
  DATA_DIR=/srv/lernraster/data ${command}
(Without DATA_DIR, the server and the admin commands both use ${defaultDataDir}.)`
}

async function main(): Promise<number> {
  let command: AdminCommand | { name: 'restore'; folder: string }
  try {
    const restoreFrom = parseRestoreArgs(process.argv.slice(2))
    command = restoreFrom ? { name: 'restore', folder: restoreFrom } : parseAdminArgs(process.argv.slice(2))
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${adminUsage}`)
      return 2
    }
    throw error
  }
  let config: Config | undefined
  try {
    config = loadConfig()
    // Restore writes into an empty target itself: never through a server, never opening it first.
    if (command.name === 'restore') console.log(await restoreBackup(config, command.folder))
    else console.log((await viaRunningServer(config, command)) ?? (await directly(config, command)))
    return 0
  } catch (error) {
    if (error instanceof NoDatabaseError && config) {
      console.error(noDatabaseHelp(error, config, process.argv.slice(2)))
      return 1
    }
    if (error instanceof AppError || error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
