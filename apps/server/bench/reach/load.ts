import { spawn } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from './processes'

// autocannon as its own process (its CLI, JSON out): the load generator does not share this script's
// event loop, and the same command can be typed by hand to check a figure.

const autocannon = path.join(repoRoot, 'node_modules/autocannon/autocannon.js')

export interface LoadResult {
  requestsPerSecond: number
  latencyP50: number
  requests: number
  /** Bytes per answer, headers included: the baseline should answer the same rows. */
  bytesPerRequest: number
}

export function runLoad(input: {
  url: string
  token: string
  seconds: number
  connections: number
}): Promise<LoadResult> {
  const args = [
    autocannon,
    '--json',
    '--no-progress',
    '--connections',
    String(input.connections),
    '--duration',
    String(input.seconds),
    '--headers',
    `authorization=Bearer ${input.token}`,
    input.url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'pipe' })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`))
      const result = JSON.parse(stdout) as {
        requests: { average: number; total: number }
        latency: { p50: number }
        throughput: { total: number }
        non2xx: number
        errors: number
        timeouts: number
      }
      // A figure of failed requests would measure the error path, not the call.
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
        return reject(
          new Error(
            `${input.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
          ),
        )
      resolve({
        requestsPerSecond: result.requests.average,
        latencyP50: result.latency.p50,
        requests: result.requests.total,
        bytesPerRequest: result.throughput.total / result.requests.total,
      })
    })
  })
}
