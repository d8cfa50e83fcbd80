import { sql } from 'drizzle-orm'
import { char, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
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

/**
 * Magic links into a demo teacher account (`/demo?token=...`). A link is found by the SHA-256 of its
 * token like every other token.
 */
export const demoLinks = pgTable(
  'demo_links',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    /**
     * 'start' for the standing link that `npm start` and `admin demo-link` print until it is rotated;
     * 'cli' for the links `admin demo-link` made before there was a standing link (decision 011).
     */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /**
     * The standing link's token itself, so that it can be printed again at every start. Only the
     * demo account's link keeps it: that account is shared by design (decision 011).
     */
    token: varchar('token', { length: 64 }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    // One standing link per demo account, also when two servers start at the same moment.
    uniqueIndex('demo_links_one_standing_idx').on(table.userId).where(sql`${table.purpose} = 'start'`),
  ],
)

/**
 * Browsers in which a user has logged in, reset the password or registered (decision 010). Failed
 * logins from them are counted apart, so a stranger's guessing never locks the owner out of a
 * browser the owner has used. The browser keeps a random device id in an HttpOnly cookie; only its
 * SHA-256 is stored, once per user of that browser (a shared school laptop).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    deviceHash: char('device_hash', { length: 64 }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    lastUsedAt: timestampColumn('last_used_at').notNull(),
  },
  (table) => [uniqueIndex('trusted_devices_user_device_idx').on(table.userId, table.deviceHash)],
)

/**
 * Accounts that sign in with a school account (OpenID Connect, decision 043): the provider's
 * issuer and its subject (the person's id there, never reused) name one account here, and an
 * account has at most one person per provider. Both unique indexes decide between two first
 * sign-ins at the same moment.
 */
export const schoolAccounts = pgTable(
  'school_accounts',
  {
    id: serial('id').primaryKey(),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    /**
     * The person's school as the provider names it (OIDC_SCHOOL_CLAIM), renewed at each sign-in; null
     * when not configured or not given. A class claim matches only classes of the same school.
     */
    school: varchar('school', { length: 200 }),
    userId: userId(),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('school_accounts_issuer_subject_unique').on(table.issuer, table.subject),
    uniqueIndex('school_accounts_user_issuer_unique').on(table.userId, table.issuer),
  ],
)
