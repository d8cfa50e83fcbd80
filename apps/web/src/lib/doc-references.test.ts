import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const sourceRoot = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

describe('the documents the sources point to', () => {
  // Issue 10: lib/paths.ts sent readers to an operations page under docs/ that never existed.
  it('exist: every docs/….md named in the web app is in the repository', () => {
    const named = sourceFiles(sourceRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((match) => ({
        file: path.relative(repoRoot, file),
        doc: match[0],
      })),
    )
    for (const { file, doc } of named)
      expect(existsSync(path.join(repoRoot, doc)), `${file} names ${doc}`).toBe(true)
  })
})
