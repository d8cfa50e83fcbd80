import { bigint, bigserial, check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { events, gradeColumn, isGrade } from './events'
import { questions } from './modules'
import { users } from './users'

/**
 * The teacher's rating of a student's question in an activation (issue 19), apart from the student's
 * own (`evaluations`): neither overwrites the other. Deleting the question, the activation's event or
 * the student deletes it, as it deletes the student's ratings (spec 2's cascades).
 */
export const teacherRatings = pgTable(
  'teacher_ratings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
