/**
 * Names sorted as a German reader expects: umlauts with their base letter (Ä with A, not after Z as
 * the database's C collation puts them), case ignored, and numbers by value ("7a" before "10a").
 */
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true })

export const compareGerman = (a: string, b: string) => collator.compare(a, b)

/** Sorts by the first key, then the next ones; a copy, the input stays as it is. */
export function sortGerman<T>(items: readonly T[], ...keys: ((item: T) => string)[]): T[] {
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const order = compareGerman(key(a), key(b))
      if (order !== 0) return order
    }
    return 0
  })
}
