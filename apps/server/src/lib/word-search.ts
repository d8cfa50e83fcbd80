import { type SQL, sql } from 'drizzle-orm'

/** `%word%` for ILIKE, with the pattern characters of the word (`\`, `%`, `_`) taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Every word somewhere in `text` (an SQL text expression), any case, parts of words too: the searches
 * of the store, the review lists, the ledger and the audit trail. `search` is the typed text (split at
 * spaces) or its words; without words it is true.
 */
export function matchesEveryWord(text: SQL, search: string | readonly string[] | undefined): SQL {
  const words = (typeof search === 'string' ? search.split(/\s+/) : (search ?? [])).filter(
    (word) => word !== '',
  )
  if (words.length === 0) return sql`true`
  return sql.join(
    words.map((word) => sql`${text} ilike ${containing(word)}`),
    sql` and `,
  )
}
