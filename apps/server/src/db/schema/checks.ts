import { sql } from 'drizzle-orm'
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { topics } from './modules'

/**
 * A topic's check ("Lernkontrolle", issue 37): its settings; its items are `check_items`. One per
 * topic. It goes with its topic (removing a topic or a module takes it into the trash with it) and
 * is copied with the grid (module-copy.repo.ts).
 */
export const topicChecks = pgTable(
  'topic_checks',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** Right items in percent of all needed to pass (decision 052). */
    passPercent: smallint('pass_percent').notNull(),
    /** 'rated': once the student rated every question of the topic; 'always'. */
    opens: varchar('opens', { length: 10 }).notNull(),
    waitHours: integer('wait_hours').notNull(),
    /** Null: as many attempts as the student wants. */
    maxAttempts: smallint('max_attempts'),
    /** Null: no time limit. */
    timeLimitMinutes: smallint('time_limit_minutes'),
    createdAt: timestampColumn('created_at').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('topic_checks_topic_unique').on(table.topicId),
    check('topic_checks_pass_percent', sql`${table.passPercent} between 1 and 100`),
    check('topic_checks_opens', sql`${table.opens} in ('rated', 'always')`),
  ],
)

/**
 * An item of a check, in its place. `key` holds what its kind needs (the options and the right ones,
 * the number with its tolerance and unit, the accepted texts, the steps in order) as the contract
 * `checkItem` wrote it; the scoring reads it through `scoringKeyOf` (decision 052).
 */
export const checkItems = pgTable(
  'check_items',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => topicChecks.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    prompt: text('prompt').notNull(),
    feedback: text('feedback').notNull().default(''),
    key: jsonb('key').notNull(),
  },
  // Also the index of the check's items (and of its cascade).
  (table) => [uniqueIndex('check_items_check_position_unique').on(table.checkId, table.position)],
)
