#!/usr/bin/env node
// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built web app, once at
// build time, so that the server sends the smaller one the browser accepts without compressing on
// each request (@fastify/static `preCompressed`, apps/server/src/plugins/web-app.ts; decision 020).
// Highest levels: the build pays once, every first visit on a school's slow line gains.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'apps/web/dist')
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.ttf',
  '.webmanifest',
])
// Below this a compressed copy saves less than its headers cost.
const smallestBytes = 1024

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else yield file
  }
}

let before = 0
let brotli = 0
let gzip = 0
for (const file of filesUnder(dist)) {
  if (!compressible.has(path.extname(file)) || statSync(file).size < smallestBytes) continue
  const bytes = readFileSync(file)
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const gz = gzipSync(bytes, { level: 9 })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gz)
  before += bytes.length
  brotli += br.length
  gzip += gz.length
}
const kb = (value) => `${Math.round(value / 1024)} KB`
console.log(`compressed the web app: ${kb(before)} -> ${kb(brotli)} brotli, ${kb(gzip)} gzip`)
