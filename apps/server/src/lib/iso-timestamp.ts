import { sql } from 'drizzle-orm'

/** A timestamp column as ISO 8601 in UTC ("2026-11-21T09:30:00.000Z"), whatever the session's time zone. */
export const isoTimestamp = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)
