// Which folders import which, and the cycles among them (decision 032). Plain JavaScript, so the
// server's tests and the web app's read the same code without a build.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g
const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)

/** The relative imports of every source file below `dir` (tests left out): [importing file, target]. */
export function relativeImports(dir) {
  const imports = []
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(isSource)) {
    const filePath = path.join(dir, file)
    for (const [, specifier = ''] of readFileSync(filePath, 'utf8').matchAll(IMPORT)) {
      imports.push([filePath, path.resolve(path.dirname(filePath), specifier)])
    }
  }
  return imports
}

/** folder -> imported folder -> the importing files, for the folders right below `root`. */
export function folderGraph(root) {
  const graph = new Map()
  for (const entry of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const folder = entry.name
    const edges = new Map()
    graph.set(folder, edges)
    for (const [filePath, targetPath] of relativeImports(path.join(root, folder))) {
      const target = path.relative(root, targetPath)
      const [targetFolder = ''] = target.split(path.sep)
      if (target.startsWith('..') || !target.includes(path.sep) || targetFolder === folder) continue
      const importers = edges.get(targetFolder) ?? []
      edges.set(targetFolder, importers)
      const importer = path.relative(root, filePath).split(path.sep).join('/')
      if (!importers.includes(importer)) importers.push(importer)
    }
  }
  return graph
}

/** The shortest way from `from` to `to` along the graph's edges, both ends included. */
function shortestWay(graph, from, to) {
  const cameFrom = new Map([[from, from]])
  const queue = [from]
  for (const folder of queue) {
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, folder)
      queue.push(next)
    }
  }
  if (!cameFrom.has(to)) return undefined
  const way = [to]
  for (let at = to; at !== from; way.unshift(at)) at = cameFrom.get(at) ?? from
  return way
}

/**
 * The shortest cycle through each import between folders, once each, as `a -> b -> a` (starting at
 * its first folder by name) with the importing files of each step.
 */
export function folderCycles(graph) {
  const found = new Map()
  for (const [folder, edges] of graph) {
    for (const target of edges.keys()) {
      const back = shortestWay(graph, target, folder)
      if (!back) continue
      const ring = [folder, ...back.slice(0, -1)]
      const [first = ''] = [...ring].sort()
      const start = ring.indexOf(first)
      const loop = [...ring.slice(start), ...ring.slice(0, start + 1)]
      const steps = loop.slice(0, -1).map((from, i) => {
        const to = loop[i + 1] ?? ''
        return `    ${from} -> ${to}: ${graph.get(from)?.get(to)?.join(', ')}`
      })
      found.set(loop.join(' -> '), [loop.join(' -> '), ...steps].join('\n'))
    }
  }
  return [...found.values()]
}
