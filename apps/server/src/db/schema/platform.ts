import { bigserial, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { users } from './users'

export const generalFeedbacks = pgTable('general_feedbacks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: varchar('type', { length: 32 }).notNull(),
  content: text('content').notNull(),
  createdAt: timestampColumn('created_at').notNull(),
})

/**
 * Every mail goes through this table, written in the same transaction as the change that causes it,
 * so that a mail is never lost and never sent for a change that was rolled back.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    sentAt: timestampColumn('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampColumn('next_attempt_at').notNull(),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.sentAt, table.nextAttemptAt)],
)

/** One row per counted attempt (failed login, reset request, ...); old rows are pruned. */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 400 }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [index('throttle_hits_key_idx').on(table.key, table.createdAt)],
)

/**
 * The runs of a scheduled job that happened, one row per job and period ("demo-reset", "2026-11-24"):
 * when several instances share the database, the first to insert the row does the work and the
 * others skip it (issue 15 "More than one machine").
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: varchar('job', { length: 64 }).notNull(),
    period: varchar('period', { length: 32 }).notNull(),
    ranAt: timestampColumn('ran_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
)

/**
 * The first answer of a call that came with an `Idempotency-Key` (issue 35, decision 047), kept for
 * 24 hours: a repeat with the same key gets it again instead of a second effect. One row per user,
 * call and key; the key is kept only as its hash, and the answer encrypted with a key derived from
 * it (an answer may hold start passwords). `status` is null while the first request runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    call: varchar('call', { length: 200 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: integer('status'),
    answer: text('answer'),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.call, table.keyHash] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
)
