import type {
  ChartEvaluation,
  ChartQuestion,
  EventChart,
  ModuleWithEvaluations,
  StudentProgressReport,
  TopicChart,
  TopicQuestion,
  TopicUser,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { sortGerman } from '../../lib/german-order'
import { readEventChart, readTopicChart } from './charts.repo'
import { readGridProgress } from './grid-progress.repo'
import { readStudentReport } from './student-report.repo'
import { readTopicQuestions, readTopicUsers } from './topic-progress.repo'

// Progress and statistics of an activation (docs/product/progress.md; issue 13). The numbers are the
// database's (the repositories, one statement per call); here only what the database cannot do well:
// "not found" for what the caller may not read, and names in the order a German reader expects
// (umlauts with their base letter), which the database's C collation does not give.
//
// Who may read: the teacher whose class runs the activation and the module's owner (progress-sql.ts
// `readableBy`). Everyone else gets 404, as for an id that does not exist.

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('notFound')
  return value
}

/**
 * Each question's grades by the student's name. The names are compared once, then every list sorts
 * by that rank: Intl.Collator is slow (300 students on 144 questions: 84 ms list by list, 23 ms so).
 * Equal names go by id, as in the database's order.
 */
function withGradesByName(questions: ChartQuestion[]): ChartQuestion[] {
  const students = new Map<number, ChartEvaluation>()
  for (const question of questions)
    for (const grade of question.evaluations)
      if (!students.has(grade.user_id)) students.set(grade.user_id, grade)
  const byName = sortGerman(
    [...students.values()].sort((a, b) => a.user_id - b.user_id),
    (student) => student.user_lastname,
    (student) => student.user_firstname,
  )
  const rank = new Map(byName.map((student, index) => [student.user_id, index]))
  return questions.map((question) => ({
    ...question,
    evaluations: question.evaluations.toSorted((a, b) => rank.get(a.user_id)! - rank.get(b.user_id)!),
  }))
}

export async function getGridProgress(
  ctx: AppContext,
  userId: number,
  query: { moduleId: number; eventId: number },
): Promise<ModuleWithEvaluations> {
  const grid = found(await readGridProgress(ctx.db, { ...query, userId }))
  return {
    ...grid,
    users: sortGerman(
      grid.users,
      (user) => user.lastname,
      (user) => user.firstname,
    ),
  }
}

export async function listTopicUsers(
  ctx: AppContext,
  userId: number,
  query: { eventId: number; topicId: number },
): Promise<TopicUser[]> {
  const users = found(await readTopicUsers(ctx.db, { ...query, userId }))
  return sortGerman(
    users,
    (user) => user.lastname,
    (user) => user.firstname,
  )
}

export async function listTopicQuestions(
  ctx: AppContext,
  userId: number,
  query: { eventId: number; topicId: number },
): Promise<TopicQuestion[]> {
  return found(await readTopicQuestions(ctx.db, { ...query, userId }))
}

export async function getTopicChart(
  ctx: AppContext,
  userId: number,
  query: { eventId: number; topicId: number },
): Promise<TopicChart> {
  const chart = found(await readTopicChart(ctx.db, { ...query, userId }))
  return { ...chart, questions: withGradesByName(chart.questions) }
}

export async function getEventChart(ctx: AppContext, userId: number, eventId: number): Promise<EventChart> {
  const chart = found(await readEventChart(ctx.db, { eventId, userId }))
  return { ...chart, questions: withGradesByName(chart.questions) }
}

export async function getStudentReport(
  ctx: AppContext,
  userId: number,
  query: { moduleId: number; studentId: number; eventId?: number },
): Promise<StudentProgressReport> {
  return found(await readStudentReport(ctx.db, { ...query, userId }))
}
