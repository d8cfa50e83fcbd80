import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { adminSecretFile } from '../../apps/server/src/db/data-dir-lock'
import { repoRoot } from './environment'
import { workerServer } from './fixtures'

/**
 * Runs a provider command (`npm run admin -- …`) against this worker's server, exactly as an operator
 * would: on the embedded database the CLI finds the running server through the lock in DATA_DIR and
 * hands the command to it. For journeys about the command itself; a journey that only needs its
 * effect (an activated teacher, a student, the demo link) takes `providerAction`, which skips the 3-second start
 * of a new Node process.
 */
export function providerCommand(...args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: workerServer().dataDir },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`admin ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

type ProviderAction =
  | { name: 'activate'; email: string }
  | { name: 'add-user'; email: string; role: 'teacher' | 'student' | 'admin' }
  | { name: 'demo-link' }
  | { name: 'demo-activity'; email: string }

/**
 * The same command as `providerCommand`, handed to the worker's server the way the CLI hands it
 * (POST /internal/admin with the secret from DATA_DIR), without starting the CLI.
 */
export async function providerAction(action: ProviderAction): Promise<string> {
  const server = workerServer()
  const response = await fetch(`${server.url}/internal/admin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-admin-secret': readFileSync(adminSecretFile(server.dataDir), 'utf8'),
    },
    body: JSON.stringify(action),
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`admin ${action.name} failed: ${response.status} ${body}`)
  return (JSON.parse(body) as { output: string }).output
}
