import { spawnSync } from 'node:child_process'
import { dataDir, repoRoot } from './environment'

/**
 * Runs a provider command (`npm run admin -- …`) against the journeys' server, exactly as an operator
 * would: on the embedded database the CLI hands the command to the running server.
 */
export function providerCommand(...args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`admin ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}
