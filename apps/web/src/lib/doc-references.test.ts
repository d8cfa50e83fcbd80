import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
/** Where the code that cites documents lives: both apps, the shared package, the scripts, the journeys. */
const sourceRoots = [
  'apps/web/src',
  'apps/server/src',
  'apps/server/test',
  'apps/server/bench',
  'packages/shared/src',
  'scripts',
  'e2e/tests',
  'e2e/support',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx|mjs|css)$/.test(entry.name) ? [full] : []
  })
}

const sources = sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root)))
const decisionFiles = readdirSync(path.join(repoRoot, 'docs/decisions'))

/** Each match of `pattern` in the sources, with the file that holds it. */
function citations(pattern: RegExp) {
  return sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({
      file: path.relative(repoRoot, file),
      cited: match[1] ?? match[0],
      heading: match[2] ?? '',
    })),
  )
}

describe('the documents the sources point to', () => {
  // Issue 10: lib/paths.ts sent readers to an operations page under docs/ that never existed.
  it('exist: every docs/….md a source names is in the repository', () => {
    for (const { file, cited } of citations(/\bdocs\/[\w./-]+\.md\b/g))
      expect(existsSync(path.join(repoRoot, cited)), `${file} names ${cited}`).toBe(true)
  })

  it('exist down to the section: every docs/….md "Heading" a source names is a heading there', () => {
    const cited = citations(/\b(docs\/[\w./-]+\.md)`? "([^"\n]+)"/g)
    // The sources cite the product documents by the hundred.
    expect(cited.length).toBeGreaterThan(100)
    for (const { file, cited: document, heading } of cited) {
      const headings = readFileSync(path.join(repoRoot, document), 'utf8').match(/^#{2,3} .+$/gm) ?? []
      expect(
        headings.map((line) => line.replace(/^#+ /, '')),
        `${file} cites ${document} "${heading}"`,
      ).toContain(heading)
    }
  })

  it('lie in the repository: no source cites the specifications or notes kept outside it', () => {
    const outside = citations(/\b[Ss]pec \d\b|(?<!docs\/)\b(?:domain|design|stack|conventions)\.md\b/g)
    expect(outside.map(({ file, cited }) => `${file}: ${cited}`)).toEqual([])
  })

  it('exist: every "decision NNN" a source cites has its record in docs/decisions', () => {
    const cited = citations(/\b[Dd]ecisions? (\d{3})\b/g)
    // The sources cite decisions by the hundred; none found would mean this scan reads nothing.
    expect(cited.length).toBeGreaterThan(100)
    for (const { file, cited: number } of cited)
      expect(
        decisionFiles.some((name) => name.startsWith(`${number}-`)),
        `${file} cites decision ${number}`,
      ).toBe(true)
  })
})
