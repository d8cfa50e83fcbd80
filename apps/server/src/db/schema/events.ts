import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { questions, topics } from './modules'
import { groups, subjects } from './school'
import { users } from './users'

export const gradeColumn = (name: string) => numeric(name, { precision: 2, scale: 1, mode: 'number' })

/** A grade of the Swiss scale: 0 to 6 in half steps. */
export const isGrade = (column: AnyPgColumn) =>
  sql`${column} between 0 and 6 and ${column} * 2 = round(${column} * 2)`

/**
 * Something set for a class in a subject: homework (1) or an exam (2) on a topic, or an activated
 * module (3). Its subject cannot be deleted while it exists (the students' results hang on it).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    eventTypeId: smallint('event_type_id').notNull(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'cascade' }),
    startsAt: timestampColumn('starts_at').notNull(),
    dueAt: timestampColumn('due_at').notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    /**
     * False while the event's class is archived (decision 051). A rating names it with its event
     * (evaluations.event_writable, always true), so the foreign key itself refuses a rating of an
     * archived class: no trigger on the busiest write.
     */
    writable: boolean('writable').notNull().default(true),
  },
  (table) => [
    index('events_group_subject_idx').on(table.groupId, table.subjectId, table.eventTypeId),
    index('events_subject_idx').on(table.subjectId),
    index('events_topic_idx').on(table.topicId),
    // The start page's homework due in the last days of a teacher's classes (home.repo.ts): without it
    // the statement reads every event of the classes, more with every school year (issue 36).
    index('events_group_type_due_idx').on(table.groupId, table.eventTypeId, table.dueAt),
    // The target of the ratings' foreign key (decision 051).
    uniqueIndex('events_id_writable_unique').on(table.id, table.writable),
  ],
)

/** The columns of a rating but its id, shared with its archive table (archive.ts). */
export const evaluationColumns = () => ({
  /** Its foreign key is the table's own: (event, writable) in public, the event alone in the archive. */
  eventId: integer('event_id').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' }),
  grade: gradeColumn('grade').notNull(),
  goal: gradeColumn('goal').notNull(),
  /**
   * How long the student spent on the question before rating it, in seconds (docs/product/progress.md
   * "Too fast": under 120 s is too fast, over 5 s careful). Null for ratings written before it was
   * recorded: they count neither as too fast nor in the reliability share.
   */
  secondsSpent: integer('seconds_spent'),
  /**
   * When the student gave the rating that stands, by the device's clock, never later than the server
   * received it (issue 32 item 4, decision 028): of two ratings of a question the later one stands,
   * whatever arrives first. Ratings from before it was recorded carry their updated_at.
   */
  ratedAt: timestampColumn('rated_at').notNull(),
  /** The device's id of the rating that stands (null when sent without one): its replay is no write. */
  clientId: uuid('client_id'),
  createdAt: timestampColumn('created_at').notNull(),
  updatedAt: timestampColumn('updated_at').notNull(),
})

/** A student's rating of one question in one event, with the goal in force when it was given. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...evaluationColumns(),
    /** Always true: with event_id, the key of a writable event (decision 051). */
    eventWritable: boolean('event_writable').notNull().default(true),
  },
  (table) => [
    // A rating only of an event that takes ratings: not of an archived class's (decision 051).
    foreignKey({
      name: 'evaluations_writable_event_fk',
      columns: [table.eventId, table.eventWritable],
      foreignColumns: [events.id, events.writable],
    }).onDelete('cascade'),
    check('evaluations_event_writable', sql`${table.eventWritable}`),
    uniqueIndex('evaluations_user_event_question_unique').on(table.userId, table.eventId, table.questionId),
    // The feed of newest ratings reads each event's newest first.
    index('evaluations_event_updated_idx').on(table.eventId, table.updatedAt),
    index('evaluations_question_idx').on(table.questionId),
    check('evaluations_grade_scale', isGrade(table.grade)),
    check('evaluations_goal_scale', isGrade(table.goal)),
    // A day at most: a tab left open overnight says nothing about the work.
    check('evaluations_seconds_spent_range', sql`${table.secondsSpent} between 0 and 86400`),
  ],
)

/** The columns of an exam result but its id, shared with its archive table (archive.ts). */
export const examResultColumns = () => ({
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  before: gradeColumn('before'),
  after: gradeColumn('after'),
  grade: gradeColumn('grade'),
  createdAt: timestampColumn('created_at').notNull(),
  updatedAt: timestampColumn('updated_at').notNull(),
})

/** A student's exam: self-assessment before and after, and the grade the teacher gave. */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    ...examResultColumns(),
  },
  (table) => [
    uniqueIndex('exam_results_user_event_unique').on(table.userId, table.eventId),
    index('exam_results_event_idx').on(table.eventId),
    check('exam_results_before_scale', isGrade(table.before)),
    check('exam_results_after_scale', isGrade(table.after)),
    check('exam_results_grade_scale', isGrade(table.grade)),
  ],
)
