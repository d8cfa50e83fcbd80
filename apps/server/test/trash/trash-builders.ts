import type { TrashItem, TrashRestoreResponse } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { api, type TestUser } from '../support/builders'

/** The tables a removal may take rows from: compared whole before a removal and after its restore. */
export const dependentTables = [
  'modules',
  'blocks',
  'topics',
  'questions',
  'solutions',
  'module_files',
  'module_shares',
  'module_purchases',
  'module_changes',
  'module_meta_data',
  'active_modules',
  'events',
  'evaluations',
  'exam_results',
  'teacher_ratings',
  'teacher_rating_changes',
  'help_requests',
  'next_step_pins',
  'student_feedbacks',
  'groups',
  'group_users',
  'subjects',
  'student_goals',
  'files',
] as const

/** Every row of those tables, each table in a fixed order, as JSON text (ids, values and times). */
export async function tableSnapshot(app: FastifyInstance): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {}
  for (const table of dependentTables) {
    const result = await app.ctx.db.execute(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`,
    )
    snapshot[table] = resultRows<{ row: string }>(result).map((row) => row.row)
  }
  return snapshot
}

export const rowCount = async (app: FastifyInstance, table: string, where = sql`true`) =>
  resultRows<{ count: number }>(
    await app.ctx.db.execute(sql`select count(*)::int as count from ${sql.identifier(table)} where ${where}`),
  )[0]!.count

export async function trashList(app: FastifyInstance, who: TestUser): Promise<TrashItem[]> {
  const response = await api(app, who.token).get('/trash')
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { items: TrashItem[] }).items
}

export async function restore(
  app: FastifyInstance,
  who: TestUser,
  id: number,
): Promise<TrashRestoreResponse> {
  const response = await api(app, who.token).post('/trash/restore', { id })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TrashRestoreResponse
}

/** A POST that must answer 200 with a trash item; its id. */
export async function removeToTrash(
  app: FastifyInstance,
  who: TestUser,
  path: string,
  payload: object,
): Promise<number> {
  const response = await api(app, who.token).post(path, payload)
  expect(response.statusCode, response.body).toBe(200)
  const answer = response.json() as { message: string; trash_id: number }
  expect(answer.trash_id).toEqual(expect.any(Number))
  return answer.trash_id
}
