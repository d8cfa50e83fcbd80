// The server bundle `npm start` runs (apps/server/dist/main.mjs, decision 020) and the admin
// commands' (dist/admin.mjs, decision 040): where they are, whether they are older than their sources,
// and building them. The tests with real server processes and the journeys run them too, as
// production does (decision 036).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const serverBundle = path.join(root, 'apps/server/dist/main.mjs')
export const adminBundle = path.join(root, 'apps/server/dist/admin.mjs')

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
  if (!existsSync(serverBundle) || !existsSync(adminBundle)) return true
  const sources = [path.join(root, 'apps/server/src'), path.join(root, 'packages/shared/src')]
  const newestSource = Math.max(
    statSync(path.join(root, 'apps/server/package.json')).mtimeMs,
    ...sources.map(newestChange),
  )
  const oldestBundle = Math.min(statSync(serverBundle).mtimeMs, statSync(adminBundle).mtimeMs)
  return newestSource > oldestBundle
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
