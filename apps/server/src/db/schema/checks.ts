import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
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
import { events } from './events'
import { topics } from './modules'
import { users } from './users'

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
    /** The item's id, kept while it is edited or moved: attempts name their answers by it. */
    ref: varchar('ref', { length: 20 }).notNull(),
    prompt: text('prompt').notNull(),
    /** A stored file path (an upload), or null. */
    picture: text('picture'),
    feedback: text('feedback').notNull().default(''),
    key: jsonb('key').notNull(),
  },
  (table) => [
    // Also the index of the check's items (and of its cascade).
    uniqueIndex('check_items_check_position_unique').on(table.checkId, table.position),
    uniqueIndex('check_items_check_ref_unique').on(table.checkId, table.ref),
  ],
)

/**
 * The columns of a student's attempt at a check, but its id; shared with its archive table
 * (archive.ts). An attempt belongs to a run (the event) as ratings do: the same student may take the
 * same module's check in two classes. It runs from `started_at` until submitted; `items` fixes the
 * order the student got (item ids, each with its options' or steps' ids), so a reload shows the same.
 * The score is written once, at submission (decision 053).
 */
export const checkAttemptColumns = () => ({
  checkId: integer('check_id')
    .notNull()
    .references(() => topicChecks.id, { onDelete: 'cascade' }),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 1 for the student's first attempt at this check in this run. */
  number: smallint('number').notNull(),
  /** [{ id, options: [ids] }] in the order shown. */
  items: jsonb('items').notNull(),
  startedAt: timestampColumn('started_at').notNull(),
  /** Null without a time limit. */
  endsAt: timestampColumn('ends_at'),
  submittedAt: timestampColumn('submitted_at'),
  /** The answers as submitted, by item id; null while it runs. */
  answers: jsonb('answers'),
  /** Whether each item was right, by item id; null while it runs. */
  results: jsonb('results'),
  rightCount: smallint('right_count'),
  itemCount: smallint('item_count'),
  passed: boolean('passed'),
  /** Submitted after its end (with the grace of decision 053): its answers counted as missing. */
  late: boolean('late').notNull().default(false),
})

export const checkAttempts = pgTable(
  'check_attempts',
  { id: serial('id').primaryKey(), ...checkAttemptColumns() },
  (table) => [
    uniqueIndex('check_attempts_event_user_check_number_unique').on(
      table.eventId,
      table.userId,
      table.checkId,
      table.number,
    ),
    // One running attempt per student, check and run, whatever two taps at once do.
    uniqueIndex('check_attempts_running_unique')
      .on(table.eventId, table.userId, table.checkId)
      .where(sql`${table.submittedAt} is null`),
    index('check_attempts_check_idx').on(table.checkId),
    index('check_attempts_user_idx').on(table.userId),
  ],
)

/**
 * The columns of a teacher's decision on a student's check, but its id; shared with its archive table.
 * It stands over the attempts: attested or not, with the teacher's note and date (decision 053).
 */
export const checkOverrideColumns = () => ({
  checkId: integer('check_id')
    .notNull()
    .references(() => topicChecks.id, { onDelete: 'cascade' }),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  attested: boolean('attested').notNull(),
  note: text('note').notNull(),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestampColumn('decided_at').notNull(),
})

export const checkOverrides = pgTable(
  'check_overrides',
  { id: serial('id').primaryKey(), ...checkOverrideColumns() },
  (table) => [
    uniqueIndex('check_overrides_event_user_check_unique').on(table.eventId, table.userId, table.checkId),
    index('check_overrides_check_idx').on(table.checkId),
    index('check_overrides_user_idx').on(table.userId),
  ],
)
