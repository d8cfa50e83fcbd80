// The server bundle `npm start` runs (apps/server/dist/main.mjs, decision 020): where it is, whether
// it is older than its sources, and building it. The tests with real server processes and the
// journeys run it too, as production does (decision 036).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const serverBundle = path.join(root, 'apps/server/dist/main.mjs')

/** The newest modification time of any file under `dir`. */
export function newestChange(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs)
  }
  return newest
}

export function serverNeedsBuild() {
  if (!existsSync(serverBundle)) return true
  const sources = [path.join(root, 'apps/server/src'), path.join(root, 'packages/shared/src')]
  const newestSource = Math.max(
    statSync(path.join(root, 'apps/server/package.json')).mtimeMs,
    ...sources.map(newestChange),
  )
  return newestSource > statSync(serverBundle).mtimeMs
}

/** Builds the bundle when it is missing or stale; false when the build failed (esbuild says why). */
export function ensureServerBundle() {
  if (!serverNeedsBuild()) return true
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  return build.status === 0
}
