import { spawn } from 'node:child_process'
import { AppError } from '../../lib/app-error'

/**
 * Runs PostgreSQL's own pg_dump or pg_restore on the database of `databaseUrl`. The password goes
 * through PGPASSWORD, never on the command line: every user of the machine can read a process's
 * arguments. The rest of the URL (host, user, database, sslmode ...) is libpq's own connection URI.
 */
export function runPostgresTool(
  program: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new AppError(
              'badRequest',
              `${program} was not found. It comes with PostgreSQL's client programs, of the server's major version or newer: apt-get install postgresql-client`,
            )
          : error,
      )
    })
    // 'close', not 'exit': only then has all of stderr arrived.
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      // pg_dump's own words: a version mismatch, a refused connection, a missing permission.
      const said = password ? stderr.replaceAll(password, '***') : stderr
      reject(
        new AppError('badRequest', `${program} failed (${signal ?? `exit code ${code}`}):\n${said.trim()}`),
      )
    })
  })
}
