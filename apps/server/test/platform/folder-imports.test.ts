import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderCycles, folderGraph } from '../../../../scripts/folder-cycles.mjs'

// Decision 032: the folders under src/modules import one way. A folder may use one below it, never
// one that (directly or through others) uses it back; shared pieces move down into `core`.

describe('the folders under src/modules (decision 032)', () => {
  const graph = folderGraph(path.resolve(import.meta.dirname, '../../src/modules'))

  it('are read at all: the graph has the imports between folders', () => {
    expect(graph.size).toBeGreaterThan(20)
    expect([...graph.values()].reduce((sum, edges) => sum + edges.size, 0)).toBeGreaterThan(20)
  })

  it('import one way: no folder imports one that imports it back', () => {
    expect(folderCycles(graph).join('\n')).toBe('')
  })
})
