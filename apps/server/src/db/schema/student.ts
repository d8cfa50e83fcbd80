import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { gradeColumn, isGrade } from './events'
import { subjects } from './school'
import { users } from './users'

/**
 * A student's goal in one subject (issue 15: "sets their goal per subject"). Without a row the
 * student's general goal (users.goal, default 4) applies. A rating keeps the goal it was given under
 * (evaluations.goal), so changing a goal never rewrites the past.
 */
export const studentGoals = pgTable(
  'student_goals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    goal: gradeColumn('goal').notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.subjectId] }),
    check('student_goals_goal_scale', sql`${isGrade(table.goal)} and ${table.goal} >= 1`),
  ],
)
