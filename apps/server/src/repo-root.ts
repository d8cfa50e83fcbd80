import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The repository's root, found upwards from this module: the same whether the server runs from its
 * source (tsx, tests) or from the bundle `npm start` builds (apps/server/dist/main.mjs), which sit at
 * different depths. Files the server reads at run time (migrations, shipped documents, the web build)
 * are named from here.
 */
function findRepoRoot(from: string): string {
  let dir = from
  while (!existsSync(path.join(dir, 'apps', 'server', 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`No Lernraster checkout above ${from}`)
    dir = parent
  }
  return dir
}

export const repoRoot = findRepoRoot(import.meta.dirname)
