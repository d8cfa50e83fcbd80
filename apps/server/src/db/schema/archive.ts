import { bigint, foreignKey, index, integer, pgSchema, uniqueIndex } from 'drizzle-orm/pg-core'
import { checkAttemptColumns, checkOverrideColumns } from './checks'
import { timestampColumn } from './columns'
import { evaluationColumns, events, examResultColumns, gradeColumn } from './events'
import { studentFeedbackColumns } from './student-feedback'
import { helpRequestColumns, teacherRatingColumns } from './teacher-ratings'
import { users } from './users'

/**
 * The ratings of archived classes (issue 36, decision 051). Each table has the name and the columns
 * of its hot twin in `public`, so a run's reads, run with `search_path = archive, public`
 * (modules/core/archive-reads.ts), read an archived run with the very statements of a current
 * one. The hot tables and their indexes hold the current year only. Ids are copied, never drawn:
 * a class taken back out of the archive returns its rows with the ids they had. Foreign keys cascade
 * as the hot ones do, so deleting a student, an event or a question deletes archived rows too.
 */
export const archive = pgSchema('archive')

export const archivedEvaluations = archive.table(
  'evaluations',
  { id: bigint('id', { mode: 'number' }).primaryKey(), ...evaluationColumns() },
  (table) => [
    foreignKey({
      name: 'evaluations_event_id_events_id_fk',
      columns: [table.eventId],
      foreignColumns: [events.id],
    }).onDelete('cascade'),
    uniqueIndex('evaluations_user_event_question_unique').on(table.userId, table.eventId, table.questionId),
    index('evaluations_event_updated_idx').on(table.eventId, table.updatedAt),
    index('evaluations_question_idx').on(table.questionId),
  ],
)

export const archivedTeacherRatings = archive.table(
  'teacher_ratings',
  { id: bigint('id', { mode: 'number' }).primaryKey(), ...teacherRatingColumns() },
  (table) => [
    uniqueIndex('teacher_ratings_event_user_question_unique').on(
      table.eventId,
      table.userId,
      table.questionId,
    ),
    index('teacher_ratings_user_idx').on(table.userId),
    index('teacher_ratings_question_idx').on(table.questionId),
  ],
)

export const archivedTeacherRatingChanges = archive.table(
  'teacher_rating_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    ratingId: bigint('rating_id', { mode: 'number' })
      .notNull()
      .references(() => archivedTeacherRatings.id, { onDelete: 'cascade' }),
    gradeBefore: gradeColumn('grade_before'),
    grade: gradeColumn('grade').notNull(),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [index('teacher_rating_changes_rating_idx').on(table.ratingId, table.createdAt)],
)

export const archivedHelpRequests = archive.table(
  'help_requests',
  { id: integer('id').primaryKey(), ...helpRequestColumns() },
  (table) => [
    index('help_requests_event_idx').on(table.eventId, table.createdAt),
    index('help_requests_user_idx').on(table.userId),
    index('help_requests_topic_idx').on(table.topicId),
  ],
)

export const archivedStudentFeedbacks = archive.table(
  'student_feedbacks',
  { id: integer('id').primaryKey(), ...studentFeedbackColumns() },
  (table) => [
    index('student_feedbacks_event_idx').on(table.eventId, table.createdAt),
    index('student_feedbacks_question_idx').on(table.questionId),
    index('student_feedbacks_user_idx').on(table.userId),
  ],
)

export const archivedExamResults = archive.table(
  'exam_results',
  { id: integer('id').primaryKey(), ...examResultColumns() },
  (table) => [
    uniqueIndex('exam_results_user_event_unique').on(table.userId, table.eventId),
    index('exam_results_event_idx').on(table.eventId),
  ],
)

export const archivedCheckAttempts = archive.table(
  'check_attempts',
  { id: integer('id').primaryKey(), ...checkAttemptColumns() },
  (table) => [
    uniqueIndex('check_attempts_event_user_check_number_unique').on(
      table.eventId,
      table.userId,
      table.checkId,
      table.number,
    ),
    index('check_attempts_check_idx').on(table.checkId),
    index('check_attempts_user_idx').on(table.userId),
  ],
)

export const archivedCheckOverrides = archive.table(
  'check_overrides',
  { id: integer('id').primaryKey(), ...checkOverrideColumns() },
  (table) => [
    uniqueIndex('check_overrides_event_user_check_unique').on(table.eventId, table.userId, table.checkId),
    index('check_overrides_check_idx').on(table.checkId),
    index('check_overrides_user_idx').on(table.userId),
  ],
)
