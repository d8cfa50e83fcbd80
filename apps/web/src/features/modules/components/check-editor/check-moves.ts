/** Moves inside the editor's lists (items, steps): the entry at `index` one place up (-1) or down (+1). */
export function moved<Entry>(list: readonly Entry[], index: number, step: -1 | 1): Entry[] {
  const target = index + step
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [entry] = next.splice(index, 1) as [Entry]
  next.splice(target, 0, entry)
  return next
}

export const withEntry = <Entry>(list: readonly Entry[], index: number, entry: Entry): Entry[] =>
  list.map((current, at) => (at === index ? entry : current))

export const withoutEntry = <Entry>(list: readonly Entry[], index: number): Entry[] =>
  list.filter((_, at) => at !== index)
