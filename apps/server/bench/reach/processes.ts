import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { newestChange, serverBundle } from '../../../../scripts/server-bundle.mjs'
// start.mjs's flags and environment for the server.
import * as runtime from '../../../../scripts/server-runtime.mjs'

// The processes the benchmark runs: the server as `npm start` runs it (the bundle), the bare baseline
// server, and what they share (a clean environment, their memory, their end).

export const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const serverRoot = path.join(repoRoot, 'apps/server')
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html')

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

/** The bundle is built every run: the server's source may have changed since `npm start` built it. */
export function buildServerBundle(): void {
  run(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')])
}

/** The web build the login page is served from, built when missing or older than its sources. */
export function ensureWebBuild(): void {
  const sources = ['apps/web/src', 'apps/web/public', 'packages/shared/src'].map((dir) =>
    path.join(repoRoot, dir),
  )
  if (existsSync(webIndex) && statSync(webIndex).mtimeMs >= Math.max(...sources.map(newestChange))) return
  console.log('Building the web app (apps/web/dist is missing or older than its sources) ...')
  run('npm', ['run', 'build:web'])
}

/** This process's environment without what would point a child at another database or port. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of [
    'DATABASE_URL',
    'BENCH_DATABASE_URL',
    'DATA_DIR',
    'PORT',
    'HOST',
    'APP_URL',
    'NODE_ENV',
  ])
    delete env[name]
  return { ...env, ...extra }
}

/** Resident memory of a process in MB, and its peak, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

export interface Child {
  process: ChildProcess
  output(): string
  /** The exit code once the process has ended. */
  exited: Promise<number | null>
  /** Resolves when a line of the output contains `text`; rejects when the process ends first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>
  /** SIGTERM, then the exit code once the process has ended (a server closes its database first). */
  stop(): Promise<number | null>
}

export function spawnChild(args: string[], env: NodeJS.ProcessEnv, cwd = repoRoot): Child {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'pipe' })
  let output = ''
  const append = (chunk: Buffer) => {
    // Only the start is kept: it holds the banner and any start error; a long run would grow it.
    if (output.length < 200_000) output += chunk
  }
  child.stdout.on('data', append)
  child.stderr.on('data', append)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    process: child,
    output: () => output,
    exited,
    waitFor: (text, timeoutMs = 120_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return
          clearTimeout(timer)
          child.stdout.off('data', check)
          resolve()
        }
        const timer = setTimeout(
          () => reject(new Error(`no "${text}" within ${timeoutMs / 1000} s:\n${output}`)),
          timeoutMs,
        )
        child.stdout.on('data', check)
        void exited.then((code) => {
          clearTimeout(timer)
          reject(new Error(`the process ended (${code}) before "${text}":\n${output}`))
        })
        check()
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

export interface ServerSettings {
  port: number
  /** DATA_DIR, and DATABASE_URL for PostgreSQL. */
  database: Record<string, string>
  logLevel: string
}

/** `npm start`'s server: the bundle, run as start.mjs runs it, on its own port and database. */
export function spawnServer(settings: ServerSettings): Child {
  const env = childEnv({
    ...settings.database,
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${settings.port}`,
    DEMO_RESET_HOUR: '-1',
    LOG_LEVEL: settings.logLevel,
  })
  return spawnChild([...runtime.serverNodeArgs, serverBundle], runtime.serverEnv(env))
}

/** Milliseconds from `since` to the first HTTP answer of any status on the port. */
export async function firstAnswer(port: number, since: number, child: Child, timeoutMs = 120_000) {
  while (performance.now() - since < timeoutMs) {
    if (child.process.exitCode !== null) throw new Error(`the server ended:\n${child.output()}`)
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`)
      return performance.now() - since
    } catch {
      await delay(5)
    }
  }
  throw new Error(`no answer on port ${port} within ${timeoutMs / 1000} s:\n${child.output()}`)
}

/** The server started and ready: its banner printed (the demo link with it). */
export async function startBundle(settings: ServerSettings): Promise<Child & { demoLink: string }> {
  const server = spawnServer(settings)
  try {
    await server.waitFor('Admin commands:')
  } catch (error) {
    await server.stop()
    throw error
  }
  const demoLink = /Demo login:\s+(\S+)/.exec(server.output())?.[1] ?? ''
  return { ...server, demoLink }
}

/** The bare Fastify server replaying a call's statements (baseline-server.ts), ready to answer. */
export async function startBaseline(env: Record<string, string>): Promise<Child> {
  const baseline = spawnChild(
    ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts')],
    childEnv(env),
    serverRoot,
  )
  try {
    await baseline.waitFor('baseline listening')
  } catch (error) {
    await baseline.stop()
    throw error
  }
  return baseline
}
