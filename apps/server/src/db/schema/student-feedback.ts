import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { events } from './events'
import { questions } from './modules'
import { users } from './users'

/** What a student's feedback on a question is about (icon and title); seeded by migration 0007. */
export const feedbackTypes = pgTable('feedback_types', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  title: varchar('title', { length: 80 }).notNull(),
  icon: varchar('icon', { length: 40 }).notNull(),
})

/** The columns of a student's feedback but its id, shared with its archive table (archive.ts). */
export const studentFeedbackColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' }),
  /** The activation's event the student gave it in. */
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  feedbackTypeId: smallint('feedback_type_id')
    .notNull()
    .references(() => feedbackTypes.id),
  content: text('content').notNull(),
  solved: boolean('solved').notNull().default(false),
  /** The id the student's device gave it (issue 32 item 4): sent again, it is the same feedback. */
  clientId: uuid('client_id'),
  createdAt: timestampColumn('created_at').notNull(),
  updatedAt: timestampColumn('updated_at').notNull(),
})

/**
 * Feedback a student left on a question of a running module (docs/product/runs.md "Feeds"); the
 * teacher marks it solved. Until the student app exists, the demo writes it.
 */
export const studentFeedbacks = pgTable(
  'student_feedbacks',
  {
    id: serial('id').primaryKey(),
    ...studentFeedbackColumns(),
  },
  (table) => [
    index('student_feedbacks_event_idx').on(table.eventId, table.createdAt),
    index('student_feedbacks_question_idx').on(table.questionId),
    uniqueIndex('student_feedbacks_user_client_unique')
      .on(table.userId, table.clientId)
      .where(sql`${table.clientId} is not null`),
  ],
)
