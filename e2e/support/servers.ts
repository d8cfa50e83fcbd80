import { spawn } from 'node:child_process'
import path from 'node:path'
import { readLockHolder } from '../../apps/server/src/db/data-dir-lock'
import { freePort } from '../../apps/server/test/support/processes'
import { serverBundle } from '../../scripts/server-bundle.mjs'
import { serverNodeArgs } from '../../scripts/server-runtime.mjs'
import { repoRoot } from './environment'

export interface RunningServer {
  url: string
  dataDir: string
  stop(): Promise<void>
}

const keptOutput = 20_000
/** A deadline, not a wait: a server that has not started by then is reported with its output. */
const startDeadlineMs = 120_000

/**
 * Starts the real server on its own port and embedded database folder and waits for its banner
 * (printed once it migrated, seeded the demo data on an empty folder and listens). `startScript`
 * goes through `npm start`'s script, which builds the web app first when it is missing or stale.
 */
export async function startServer(options: {
  name: string
  dataDir: string
  webDistDir?: string
  startScript?: boolean
  /** More settings, e.g. the school sign-in's (a journey that starts a server of its own). */
  env?: Record<string, string>
}): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  // The workers run the bundle the template's `npm start` built (global-setup.ts), as production does,
  // on half the CPU of the source under tsx (decision 036); one process, so the server itself gets
  // the signal that stops it.
  const args = options.startScript
    ? [path.join(repoRoot, 'scripts/start.mjs')]
    : [...serverNodeArgs, serverBundle]
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // Its own process group, so that a hard stop reaches every process of it (script, server).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: options.dataDir,
      DEMO_RESET_HOUR: '-1',
      LOG_LEVEL: 'warn',
      // argon2 at its cheapest: the journeys check screens, not the cost of a hash (decision 039).
      PASSWORD_HASH_MEMORY_KIB: '64',
      PASSWORD_HASH_PASSES: '1',
      ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
      ...options.env,
    },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutput)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', (chunk: Buffer) => {
    keep(chunk)
    // Warnings and crashes of a journey's server belong in the run's output, marked with its name.
    process.stderr.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${options.name}] ${line}\n`)
        .join(''),
    )
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const killOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // the group has ended already
    }
  }
  process.once('exit', killOnExit)

  const ready = new Promise<void>((resolve) => {
    const watch = () => {
      if (!output.includes('Admin commands:')) return
      child.stdout.off('data', watch)
      resolve()
    }
    child.stdout.on('data', watch)
  })
  let deadline: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    deadline = setTimeout(() => resolve('late'), startDeadlineMs)
  })
  const outcome = await Promise.race([
    ready.then(() => 'ready' as const),
    exited.then(() => 'exited' as const),
    late,
  ])
  clearTimeout(deadline)
  if (outcome !== 'ready') {
    killOnExit()
    process.off('exit', killOnExit)
    const what = outcome === 'late' ? `did not listen within ${startDeadlineMs / 1000} s` : 'exited'
    throw new Error(`${options.name}: the server ${what}:\n${output}`)
  }
  return {
    url,
    dataDir: options.dataDir,
    async stop() {
      // The server process holds the folder's lock. Behind `npm start`'s script it is a grandchild:
      // signalled directly it closes the database itself, rather than being relayed a signal.
      const server = readLockHolder(options.dataDir)
      if (server) process.kill(server.pid, 'SIGTERM')
      else if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const code = await exited
      process.off('exit', killOnExit)
      // SIGTERM lets it finish open requests and close the database; anything else is a crash.
      if (code !== 0) throw new Error(`${options.name}: the server stopped with ${code}:\n${output}`)
    },
  }
}
