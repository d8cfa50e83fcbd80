import { timestamp } from 'drizzle-orm/pg-core'

/** Timestamps are always written by the server's clock (tests move it), never by SQL now(). */
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
