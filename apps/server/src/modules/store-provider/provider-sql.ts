import { type SQL, sql } from 'drizzle-orm'

/** `%word%` for ILIKE, with the pattern characters of the word taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** Every word of `search` somewhere in `text` (an SQL text expression); true without words. */
export function matchesEveryWord(text: SQL, search: string | undefined): SQL {
  const words = (search ?? '').split(/\s+/).filter((word) => word !== '')
  if (words.length === 0) return sql`true`
  return sql.join(
    words.map((word) => sql`${text} ilike ${containing(word)}`),
    sql` and `,
  )
}
