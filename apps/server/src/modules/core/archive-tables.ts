import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import {
  archivedCheckAttempts,
  archivedCheckOverrides,
  archivedEvaluations,
  archivedExamResults,
  archivedHelpRequests,
  archivedStudentFeedbacks,
  archivedTeacherRatingChanges,
  archivedTeacherRatings,
  checkAttempts,
  checkOverrides,
  evaluations,
  examResults,
  helpRequests,
  studentFeedbacks,
  teacherRatingChanges,
  teacherRatings,
} from '../../db/schema'

export type Side = 'public' | 'archive'

/**
 * A table whose rows of an archived class live in the archive schema (decision 051), and how its rows
 * of one class are found: by the class's events, or (a teacher rating's changes) by their rating.
 * Parents before children: rows are copied in this order and deleted in the reverse one.
 */
interface ArchivedTable {
  name: string
  /** Both twins, for their column lists (the same names; the order on disk may differ). */
  hot: PgTable
  archived: PgTable
  rowsOfClass: (side: Side, classEvents: SQL) => SQL
}

const byEvent = (name: string) => (side: Side, classEvents: SQL) =>
  sql`select * from ${sql.identifier(side)}.${sql.identifier(name)} where event_id in (${classEvents})`

export const archivedTables: ArchivedTable[] = [
  {
    name: 'evaluations',
    hot: evaluations,
    archived: archivedEvaluations,
    rowsOfClass: byEvent('evaluations'),
  },
  {
    name: 'teacher_ratings',
    hot: teacherRatings,
    archived: archivedTeacherRatings,
    rowsOfClass: byEvent('teacher_ratings'),
  },
  {
    name: 'teacher_rating_changes',
    hot: teacherRatingChanges,
    archived: archivedTeacherRatingChanges,
    rowsOfClass: (side, classEvents) =>
      sql`select * from ${sql.identifier(side)}.teacher_rating_changes where rating_id in
        (select id from ${sql.identifier(side)}.teacher_ratings where event_id in (${classEvents}))`,
  },
  {
    name: 'help_requests',
    hot: helpRequests,
    archived: archivedHelpRequests,
    rowsOfClass: byEvent('help_requests'),
  },
  {
    name: 'student_feedbacks',
    hot: studentFeedbacks,
    archived: archivedStudentFeedbacks,
    rowsOfClass: byEvent('student_feedbacks'),
  },
  {
    name: 'exam_results',
    hot: examResults,
    archived: archivedExamResults,
    rowsOfClass: byEvent('exam_results'),
  },
  {
    name: 'check_attempts',
    hot: checkAttempts,
    archived: archivedCheckAttempts,
    rowsOfClass: byEvent('check_attempts'),
  },
  {
    name: 'check_overrides',
    hot: checkOverrides,
    archived: archivedCheckOverrides,
    rowsOfClass: byEvent('check_overrides'),
  },
]

/**
 * A table's rows of the current year and of the archive together, as a subquery with the columns
 * both have (a student's data export, decision 045, holds every year). A condition on the outside
 * reaches both halves' indexes: PostgreSQL pushes it into each side of a UNION ALL.
 */
export function currentAndArchived(name: string): SQL {
  const table = archivedTables.find((entry) => entry.name === name)
  if (!table) throw new Error(`${name} has no archive twin`)
  const columns = sharedColumns(table)
  return sql`(select ${columns} from public.${sql.identifier(name)} union all select ${columns} from archive.${sql.identifier(name)})`
}

/** The columns both twins have, by name: a copy names them, since `select *` would go by position. */
export function sharedColumns(table: ArchivedTable): SQL {
  const archivedNames = new Set(Object.values(getTableColumns(table.archived)).map((column) => column.name))
  const names = Object.values(getTableColumns(table.hot))
    .map((column) => column.name)
    .filter((name) => archivedNames.has(name))
  return sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  )
}
