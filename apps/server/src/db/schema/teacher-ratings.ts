import { helpRequestLimits } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { events, gradeColumn, isGrade } from './events'
import { questions, topics } from './modules'
import { users } from './users'

/** The columns of a teacher rating but its id, shared with its archive table (archive.ts). */
export const teacherRatingColumns = () => ({
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' }),
  grade: gradeColumn('grade').notNull(),
  /** Who rated last: the class's teacher or the module's owner; null once that account is gone. */
  ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestampColumn('created_at').notNull(),
  updatedAt: timestampColumn('updated_at').notNull(),
})

/**
 * The teacher's rating of a student's question in an activation (issue 19), apart from the student's
 * own (`evaluations`): neither overwrites the other. Deleting the question, the activation's event or
 * the student deletes it, as it deletes the student's ratings (docs/product/modules.md "Removing").
 */
export const teacherRatings = pgTable(
  'teacher_ratings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...teacherRatingColumns(),
  },
  (table) => [
    // One rating per student, activation and question: two requests at the same moment leave one.
    uniqueIndex('teacher_ratings_event_user_question_unique').on(
      table.eventId,
      table.userId,
      table.questionId,
    ),
    index('teacher_ratings_user_idx').on(table.userId),
    index('teacher_ratings_question_idx').on(table.questionId),
    check('teacher_ratings_grade_scale', isGrade(table.grade)),
  ],
)

/** Every change of a teacher rating: who, when, the value before and after (issue 19). */
export const teacherRatingChanges = pgTable(
  'teacher_rating_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ratingId: bigint('rating_id', { mode: 'number' })
      .notNull()
      .references(() => teacherRatings.id, { onDelete: 'cascade' }),
    gradeBefore: gradeColumn('grade_before'),
    grade: gradeColumn('grade').notNull(),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    index('teacher_rating_changes_rating_idx').on(table.ratingId, table.createdAt),
    check('teacher_rating_changes_grade_scale', isGrade(table.grade)),
    check('teacher_rating_changes_before_scale', isGrade(table.gradeBefore)),
  ],
)

/** The columns of a help request but its id, shared with its archive table (archive.ts). */
export const helpRequestColumns = () => ({
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  topicId: integer('topic_id')
    .notNull()
    .references(() => topics.id, { onDelete: 'cascade' }),
  /** The student's line ("" without one). */
  text: text('text').notNull().default(''),
  createdAt: timestampColumn('created_at').notNull(),
  handledAt: timestampColumn('handled_at'),
  /** Who marked it handled; null while open or once that account is gone. */
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * The id the student's device gave the request that opened it (issue 32 item 4): sent again, it is
   * the same request. A second ask on the open request replaces the text and keeps the first id.
   */
  clientId: uuid('client_id'),
})

/**
 * A student's "Ich brauche Hilfe" on a topic of an activation (issue 19), with an optional line of
 * text. Open until the class's teacher or the module's owner marks it handled; handled requests stay,
 * so the student sees that theirs was. One open request per student and topic (the partial unique
 * index): a second click, or two at the same moment, leaves one.
 */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: serial('id').primaryKey(),
    ...helpRequestColumns(),
  },
  (table) => [
    uniqueIndex('help_requests_open_unique')
      .on(table.eventId, table.userId, table.topicId)
      .where(sql`${table.handledAt} is null`),
    index('help_requests_event_idx').on(table.eventId, table.createdAt),
    uniqueIndex('help_requests_user_client_unique')
      .on(table.userId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    index('help_requests_user_idx').on(table.userId),
    index('help_requests_topic_idx').on(table.topicId),
    check(
      'help_requests_text_length',
      sql`char_length(${table.text}) <= ${sql.raw(String(helpRequestLimits.textMax))}`,
    ),
  ],
)

/**
 * The topic a teacher pinned as a student's next step in an activation (issue 19): it wins over the
 * computed next step until it is removed. One per student and activation.
 */
export const nextStepPins = pgTable(
  'next_step_pins',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    pinnedBy: integer('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('next_step_pins_user_idx').on(table.userId),
    index('next_step_pins_topic_idx').on(table.topicId),
  ],
)
