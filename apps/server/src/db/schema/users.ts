import { sql } from 'drizzle-orm'
import { boolean, numeric, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    /** Always stored lower-cased: one address, one account. */
    email: varchar('email', { length: 254 }).notNull(),
    /** An address the user asked to switch to; it replaces `email` once confirmed. */
    newEmail: varchar('new_email', { length: 254 }),
    passwordHash: text('password_hash').notNull(),
    roleId: smallint('role_id').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    activated: boolean('activated').notNull().default(false),
    goal: numeric('goal', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4),
    showTour: boolean('show_tour').notNull().default(true),
    /** The tours (by name) this user has seen or closed while show_tour is on: each runs once (issue 31). */
    seenTours: text('seen_tours').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestampColumn('created_at').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
)

export type UserRow = typeof users.$inferSelect
/** A signed-in user as every request sees them (plugins/auth.ts): the row without its password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>
