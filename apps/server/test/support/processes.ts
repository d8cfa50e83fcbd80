import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { adminBundle, serverBundle } from '../../../../scripts/server-bundle.mjs'
import { serverNodeArgs } from '../../../../scripts/server-runtime.mjs'
import { testHashCost } from './hash-cost'

const serverRoot = path.resolve(import.meta.dirname, '../..')

/**
 * How long a test with real processes may take: a deadline, not a wait. Each process costs seconds
 * of CPU to start, and `npm test` runs these beside the other suites and the journeys on two cores;
 * vitest's 30 s for a test is too tight for two admin commands there (decision 036).
 */
export const processDeadline = 300_000

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface RunningServer {
  process: ChildProcess
  output: () => string
  stop(): Promise<number | null>
}

/**
 * Starts the server as `npm start` does - its bundle, with production's Node flags - and waits for its
 * banner. The bundle is built from the source when stale by the suite's global setup; it starts on
 * half the CPU of the source under tsx (decision 036).
 */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [...serverNodeArgs, serverBundle], {
    cwd: serverRoot,
    env: { ...process.env, ...testHashCost({ ...process.env, ...env }), ...env },
    stdio: 'pipe',
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), processDeadline)
    child.stdout.on('data', () => {
      if (output.includes('Admin commands:')) {
        clearTimeout(timer)
        resolve({ process: child, output: () => output, stop })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}

const bundles = { admin: adminBundle, server: serverBundle }

/**
 * Runs a one-shot command to its end: an admin command, or a server that is to refuse to start. From
 * the bundles `npm run admin` and `npm start` run (decision 040).
 */
export function runToEnd(
  bundle: keyof typeof bundles,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...serverNodeArgs, bundles[bundle], ...args], {
      cwd: serverRoot,
      env: { ...process.env, ...testHashCost({ ...process.env, ...env }), ...env },
      stdio: 'pipe',
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}
