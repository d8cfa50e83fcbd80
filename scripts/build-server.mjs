#!/usr/bin/env node
// Bundles the server into apps/server/dist/main.mjs for `npm start` (decision 020): one file of
// plain JavaScript starts in well under a second and needs no TypeScript loader in memory. The
// npm packages stay outside the bundle (node_modules); the shared workspace package, TypeScript
// source, goes in. `npm run dev` and the tests run the source with tsx instead.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'apps/server')
const serverBundle = path.join(server, 'dist/main.mjs')

const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'))
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@lernraster/'))

await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: serverBundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // pg asks for its optional native binding only when told to; it is not installed.
  external: [...external, 'pg-native'],
  sourcemap: true,
  logLevel: 'warning',
})
