#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (which migrates the database, seeds the demo data on first start and prints the links).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const web = path.join(root, 'apps/web')
const builtIndex = path.join(web, 'dist/index.html')
const builtStudentIndex = path.join(path.dirname(builtIndex), 'student', 'index.html')

function newestChange(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs)
  }
  return newest
}

function webNeedsBuild() {
  // The student app is its own build (decision 019): a build from before it existed lacks it.
  if (!existsSync(builtIndex) || !existsSync(builtStudentIndex)) return true
  const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/shared/src')]
  const newestSource = Math.max(statSync(path.join(web, 'index.html')).mtimeMs, ...sources.map(newestChange))
  return newestSource > statSync(builtIndex).mtimeMs
}

if (webNeedsBuild()) {
  console.log('Building the web app ...')
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const tsx = path.join(root, 'node_modules/.bin/tsx')
const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
