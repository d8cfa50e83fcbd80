import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The student app imports only its Mantine components' styles (mantine-styles.css, decision 029). A
// component used without its file would show unstyled and nothing else would fail: this test names it.

const studentRoot = import.meta.dirname
const mantineRoot = path.resolve(studentRoot, '../../../../node_modules/@mantine/core')
const components = path.join(mantineRoot, 'esm/components')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

/** What the student app takes from @mantine/core, by name (its own files and the shared ones it uses). */
function importedNames(): Set<string> {
  const files = [
    ...sourceFiles(studentRoot),
    // The check's answer fields, shared with the teacher's preview (issue 37).
    ...sourceFiles(path.resolve(studentRoot, '../components/check-answer')),
    path.resolve(studentRoot, '../app/shell/logo.tsx'),
    path.resolve(studentRoot, '../lib/use-guarded-mutation.ts'),
  ]
  const names = new Set<string>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g))
      for (const part of match[1]!.split(',')) {
        const name = part.trim()
        if (name && !name.startsWith('type ')) names.add(name)
      }
  }
  return names
}

/** The component folders a Mantine component is built from, itself included (its module's imports). */
function componentClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const match of readFileSync(entry, 'utf8').matchAll(/from "(\.[^"]+\.mjs)"/g))
    componentClosure(path.resolve(path.dirname(entry), match[1]!), seen)
  return seen
}

describe("the student app's Mantine styles", () => {
  it('has the stylesheet of every Mantine component it uses, and of the parts they are built from', () => {
    const imported = new Set(
      [
        ...readFileSync(path.join(studentRoot, 'mantine-styles.css'), 'utf8').matchAll(/styles\/(\w+)\.css/g),
      ].map((match) => match[1]),
    )
    const needed = new Set<string>()
    for (const name of importedNames()) {
      const entry = path.join(components, name, `${name}.mjs`)
      if (!existsSync(entry)) continue // a function or hook (createTheme), not a component
      for (const file of componentClosure(entry)) {
        const folder = path.relative(components, file).split(path.sep)[0]!
        if (!folder.startsWith('..') && existsSync(path.join(mantineRoot, 'styles', `${folder}.css`)))
          needed.add(folder)
      }
    }
    expect(needed.size).toBeGreaterThan(10)
    const missing = [...needed].filter((folder) => !imported.has(folder))
    expect(missing, 'add these to mantine-styles.css').toEqual([])
  })
})
