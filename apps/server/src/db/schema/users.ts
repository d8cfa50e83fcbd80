import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    /**
     * Always stored lower-cased: one address, one account. Null for a student a teacher created
     * without an address (docs/product/accounts.md "Students without an address"); the unique
     * index allows many nulls.
     */
    email: varchar('email', { length: 254 }),
    /** Lower-case `[a-z0-9.]` user name of a student a teacher created; unique, null otherwise. */
    username: varchar('username', { length: 60 }),
    /** A start password from the teacher: every student call but the change is refused until then. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The teacher who created this account from a list of names; null for self-registered ones. */
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
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
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(table.username),
    // The accounts a teacher made (GET /studentAccounts; a deleted teacher's are set to null).
    index('users_created_by_idx').on(table.createdBy),
  ],
)

export type UserRow = typeof users.$inferSelect
/** An account found by its address, or known to have one. */
export type UserWithEmail = UserRow & { email: string }
/** A signed-in user as every request sees them (plugins/auth.ts): the row without its password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>
