import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Decision 032: the folders under src/modules import one way. A folder may use one below it, never
// one that (directly or through others) uses it back; shared pieces move down into a folder of their
// own. This test builds the folder graph from the relative imports and lists every cycle.

const modulesDir = path.resolve(import.meta.dirname, '../../src/modules')
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

type FolderGraph = Map<string, Map<string, string[]>>

/** folder -> imported folder -> the importing files (relative to src/modules). */
const folderGraph = (): FolderGraph => {
  const graph: FolderGraph = new Map()
  for (const folder of readdirSync(modulesDir)) {
    const edges = new Map<string, string[]>()
    graph.set(folder, edges)
    const files = readdirSync(path.join(modulesDir, folder), { recursive: true, encoding: 'utf8' })
    for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const filePath = path.join(modulesDir, folder, file)
      for (const [, specifier = ''] of readFileSync(filePath, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(filePath), specifier))
        const [targetFolder = ''] = target.split(path.sep)
        if (target.startsWith('..') || !target.includes(path.sep) || targetFolder === folder) continue
        const importers = edges.get(targetFolder) ?? []
        edges.set(targetFolder, importers)
        const importer = `${folder}/${file.split(path.sep).join('/')}`
        if (!importers.includes(importer)) importers.push(importer)
      }
    }
  }
  return graph
}

/** The shortest way from `from` to `to` along the graph's edges, both ends included. */
const shortestWay = (graph: FolderGraph, from: string, to: string): string[] | undefined => {
  const cameFrom = new Map<string, string>([[from, from]])
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
const cycles = (graph: FolderGraph): string[] => {
  const found = new Map<string, string>()
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

describe('the folders under src/modules (decision 032)', () => {
  const graph = folderGraph()

  it('are read at all: the graph has the imports between folders', () => {
    expect(graph.size).toBeGreaterThan(20)
    expect([...graph.values()].reduce((sum, edges) => sum + edges.size, 0)).toBeGreaterThan(20)
  })

  it('import one way: no folder imports one that imports it back', () => {
    expect(cycles(graph).join('\n')).toBe('')
  })
})
