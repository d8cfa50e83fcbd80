#!/usr/bin/env node
// `npm start`: builds the web app and the server bundle when missing or older than their sources,
// then runs the server (which migrates the database, seeds the demo data on first start and prints
// the links). The bundle is plain JavaScript (scripts/build-server.mjs, decision 020).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverEnv, serverNodeArgs } from './server-runtime.mjs'

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

const serverBundle = path.join(root, 'apps/server/dist/main.mjs')

function serverNeedsBuild() {
  if (!existsSync(serverBundle)) return true
  const sources = [path.join(root, 'apps/server/src'), path.join(root, 'packages/shared/src')]
  const newestSource = Math.max(
    statSync(path.join(root, 'apps/server/package.json')).mtimeMs,
    ...sources.map(newestChange),
  )
  return newestSource > statSync(serverBundle).mtimeMs
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

if (serverNeedsBuild()) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, [...serverNodeArgs, serverBundle], {
  cwd: root,
  env: serverEnv(),
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
