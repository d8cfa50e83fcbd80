#!/usr/bin/env node
// `npm start`: builds the web app and the server bundle when missing or older than their sources,
// then runs the server (which migrates the database, seeds the demo data on first start and prints
// the links). The bundle is plain JavaScript (scripts/build-server.mjs, decision 020).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureServerBundle, newestChange, serverBundle } from './server-bundle.mjs'
import { serverEnv, serverNodeArgs } from './server-runtime.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const web = path.join(root, 'apps/web')
const builtIndex = path.join(web, 'dist/index.html')
const builtStudentIndex = path.join(path.dirname(builtIndex), 'student', 'index.html')

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

if (!ensureServerBundle()) process.exit(1)

const server = spawn(process.execPath, [...serverNodeArgs, serverBundle], {
  cwd: root,
  env: serverEnv(),
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
