import type { Problems } from './check-body'

// Field messages are named by the item's place (`items.2.options`), as the server names them: when
// items move or go, their messages move or go with them.

const itemPath = /^items\.(\d+)(\..*)?$/

/** The messages after the items moved: `placeOf(old)` is an item's new place, or -1 when it is gone. */
export function remapped(problems: Problems, placeOf: (index: number) => number): Problems {
  const next: Problems = {}
  for (const [path, message] of Object.entries(problems)) {
    const match = itemPath.exec(path)
    if (!match) next[path] = message
    else {
      const place = placeOf(Number(match[1]))
      if (place >= 0) next[`items.${place}${match[2] ?? ''}`] = message
    }
  }
  return next
}

/** Without the messages of the named fields of one item (a field and everything under it). */
export function withoutFields(problems: Problems, index: number, fields: readonly string[]): Problems {
  const prefixes = fields.map((field) => `items.${index}.${field}`)
  const hit = (path: string) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))
  if (!Object.keys(problems).some(hit)) return problems
  return Object.fromEntries(Object.entries(problems).filter(([path]) => !hit(path)))
}

export function withoutPaths(problems: Problems, paths: readonly string[]): Problems {
  if (!paths.some((path) => path in problems)) return problems
  return Object.fromEntries(Object.entries(problems).filter(([path]) => !paths.includes(path)))
}
