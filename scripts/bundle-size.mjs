#!/usr/bin/env node
// Prints the gzipped size of every chunk of the built web app, and what the login route loads in
// all (the entry, the login page and every chunk they import statically). A report, not a timed
// test: it fails only when the login route passes its budget of 150 KB of gzipped JavaScript.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// An argument names another build folder (`vite build --outDir ...`), for side-by-side work.
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'apps/web/dist')
const manifestFile = path.join(dist, '.vite/manifest.json')
const loginBudgetKb = 150

if (!existsSync(manifestFile)) {
  console.error('No build found: run `npm run build:web` first.')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
const kb = (value) => `${value.toFixed(1).padStart(7)} KB`

const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, size: gzipKb(chunk.file) }))
  .sort((a, b) => b.size - a.size)
console.log('gzipped JavaScript per chunk:')
for (const chunk of chunks) console.log(`${kb(chunk.size)}  ${chunk.file}`)
console.log(`${kb(chunks.reduce((sum, chunk) => sum + chunk.size, 0))}  in all`)

/** The files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}
// What index.html loads before anything else (the build groups it into one chunk, decision 007).
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8')
const initialFiles = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
const loginKey = Object.keys(manifest).find((key) => key.endsWith('/accounts/components/login-page.tsx'))
if (initialFiles.length === 0 || !loginKey) {
  console.error('index.html loads no script, or the manifest has no login page chunk.')
  process.exit(1)
}
const loginFiles = new Set([
  ...initialFiles,
  ...[...staticClosure(loginKey)].map((key) => manifest[key].file),
])
const loginTotal = [...loginFiles].reduce((sum, file) => sum + gzipKb(file), 0)
console.log(
  `\nthe login route loads ${kb(loginTotal).trim()} of gzipped JavaScript (budget ${loginBudgetKb} KB)`,
)
if (loginTotal > loginBudgetKb) {
  console.error(`Over budget by ${(loginTotal - loginBudgetKb).toFixed(1)} KB.`)
  process.exit(1)
}
