#!/usr/bin/env node
// Bundles the server into apps/server/dist/main.mjs for `npm start` (decision 020), and its admin
// commands into dist/admin.mjs for `npm run admin` (decision 040): plain JavaScript starts in well
// under a second and needs no TypeScript loader in memory. The npm packages stay outside the bundle
// (node_modules); the shared workspace package, TypeScript source, goes in. The tests' real server
// processes and the journeys' servers run them too (decision 036); `npm run dev` and the in-process
// API tests run the source with tsx.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'apps/server')

const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'))
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@lernraster/'))

const { outputFiles } = await build({
  entryPoints: { main: path.join(server, 'src/main.ts'), admin: path.join(server, 'src/cli/admin.ts') },
  outdir: path.join(server, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // pg asks for its optional native binding only when told to; it is not installed.
  external: [...external, 'pg-native'],
  sourcemap: true,
  logLevel: 'warning',
  write: false,
})
// Each file is written beside its place and renamed into it: a server starting while the bundle is
// rebuilt (two test runs side by side) reads the old file or the new one, never half of one.
for (const file of outputFiles) {
  const written = `${file.path}.${process.pid}.tmp`
  mkdirSync(path.dirname(file.path), { recursive: true })
  writeFileSync(written, file.contents)
  renameSync(written, file.path)
}
