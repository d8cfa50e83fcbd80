import { sql } from 'drizzle-orm'

/** A list of ids as one SQL int[] parameter (PGlite and node-postgres both take the literal). */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`
