import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderCycles, folderGraph, relativeImports } from '../../../../scripts/folder-cycles.mjs'

// Decision 032, the web app's half: the features of each app import one way (the student app's
// query keys sit in student/lib, below the live stream and the outbox that refresh by them), and
// the two apps share only what lies outside both (lib/, components/, the theme).

const src = path.resolve(import.meta.dirname, '..')

describe.each([
  { app: 'teacher app', features: path.join(src, 'features') },
  { app: 'student app', features: path.join(src, 'student/features') },
])('the features of the $app', ({ features }) => {
  const graph = folderGraph(features)

  it('are read at all', () => {
    expect(graph.size).toBeGreaterThan(8)
  })

  it('import one way: no feature imports one that imports it back', () => {
    expect(folderCycles(graph).join('\n')).toBe('')
  })
})

describe('the two apps', () => {
  const studentApp = path.join(src, 'student')
  const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..')

  it("the student app uses none of the teacher app's features, and the teacher app nothing of the student app", () => {
    const crossings = relativeImports(src)
      .filter(([from, to]) =>
        inside(studentApp, from) ? inside(path.join(src, 'features'), to) : inside(studentApp, to),
      )
      .map(([from, to]) => `${path.relative(src, from)} -> ${path.relative(src, to)}`)
    expect(crossings).toEqual([])
  })

  it('are read at all: the student app imports from lib/', () => {
    expect(relativeImports(studentApp).some(([, to]) => inside(path.join(src, 'lib'), to))).toBe(true)
  })
})
