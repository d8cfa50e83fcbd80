import { char, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { users } from './users'

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** Bearer tokens of the API. Only the SHA-256 of a token is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestampColumn('created_at').notNull(),
    lastUsedAt: timestampColumn('last_used_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId)],
)

/**
 * A pending confirmation of an address: the registration address, or a new address after
 * account/updateEmail. It can be confirmed by the short code (logged in) or by the link token.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestampColumn('created_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('email_confirmations_user_idx').on(table.userId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestampColumn('created_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
)

/** Magic links into a demo teacher account (`/demo?token=...`). */
export const demoLinks = pgTable('demo_links', {
  id: serial('id').primaryKey(),
  userId: userId(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  /** 'start' for the link `npm start` prints (replaced at every start), 'cli' for provider links. */
  purpose: varchar('purpose', { length: 16 }).notNull(),
  createdAt: timestampColumn('created_at').notNull(),
})
