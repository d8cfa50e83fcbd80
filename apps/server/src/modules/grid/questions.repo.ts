import type { SolutionTypeId } from '@lernraster/shared'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questions, solutions } from '../../db/schema'
import type { PlannedQuestion, PlannedSolution } from './question-plan'

// The questions of one topic are written in batches: at most one statement per kind of write,
// however many questions the topic has.

export interface StoredQuestion extends Omit<PlannedQuestion, 'id'> {
  id: number
}

export async function listTopicQuestions(db: Db, topicId: number): Promise<StoredQuestion[]> {
  const rows = await db
    .select({
      id: questions.id,
      order: questions.order,
      title: questions.title,
      description: questions.description,
      link: questions.link,
      isLocalLink: questions.isLocalLink,
      sourceQuestion: questions.sourceQuestion,
      sourceSolution: questions.sourceSolution,
      solutionContent: solutions.content,
      solutionType: solutions.contentTypeId,
    })
    .from(questions)
    .leftJoin(solutions, eq(solutions.questionId, questions.id))
    .where(eq(questions.topicId, topicId))
    .orderBy(asc(questions.order), asc(questions.id))
  return rows.map(({ solutionContent, solutionType, ...question }) => ({
    ...question,
    solution:
      solutionContent === null || solutionType === null
        ? null
        : { content: solutionContent, contentTypeId: solutionType as SolutionTypeId },
  }))
}

/** Their solutions and ratings go by cascade. */
export async function deleteQuestions(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.delete(questions).where(inArray(questions.id, ids))
}

/** Returns the new ids in the order of `rows`. */
export async function insertQuestions(
  tx: Db,
  topicId: number,
  rows: PlannedQuestion[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return []
  const inserted = await tx
    .insert(questions)
    .values(rows.map(({ id: _id, solution: _solution, ...row }) => ({ ...row, topicId, createdAt: now })))
    .returning({ id: questions.id, order: questions.order })
  // Orders are unique among the new rows (positions in one list): they pair each row with its id.
  const idByOrder = new Map(inserted.map((row) => [row.order, row.id]))
  return rows.map((row) => idByOrder.get(row.order)!)
}

/** Every field and the position of existing questions, in one UPDATE over a JSON list of rows. */
export async function updateQuestions(tx: Db, rows: StoredQuestion[]): Promise<void> {
  if (rows.length === 0) return
  const values = rows.map((row) => ({
    id: row.id,
    order: row.order,
    title: row.title,
    description: row.description,
    link: row.link,
    is_local_link: row.isLocalLink,
    source_question: row.sourceQuestion,
    source_solution: row.sourceSolution,
  }))
  await tx.execute(sql`
    update questions q set
      "order" = v."order", title = v.title, description = v.description, link = v.link,
      is_local_link = v.is_local_link, source_question = v.source_question, source_solution = v.source_solution
    from json_to_recordset(${JSON.stringify(values)}::json) as v(
      id integer, "order" smallint, title text, description text, link text,
      is_local_link boolean, source_question text, source_solution text)
    where q.id = v.id`)
}

export async function deleteSolutions(tx: Db, questionIds: number[]): Promise<void> {
  if (questionIds.length === 0) return
  await tx.delete(solutions).where(inArray(solutions.questionId, questionIds))
}

/** Creates or replaces the solution of each question (one per question: the unique index decides). */
export async function saveSolutions(
  tx: Db,
  rows: { questionId: number; solution: PlannedSolution }[],
): Promise<void> {
  if (rows.length === 0) return
  await tx
    .insert(solutions)
    .values(rows.map(({ questionId, solution }) => ({ questionId, ...solution })))
    .onConflictDoUpdate({
      target: solutions.questionId,
      set: { content: sql`excluded.content`, contentTypeId: sql`excluded.content_type_id` },
    })
}
