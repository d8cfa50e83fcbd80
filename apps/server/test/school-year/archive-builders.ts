import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { api, type TestUser } from '../support/builders'

// The change of school year (issue 36 item 4, decision 051): archiving through the API, and what
// lies in the archive schema.

export async function archiveClass(app: FastifyInstance, teacher: TestUser, id: number, nextName?: string) {
  const response = await api(app, teacher.token).post(
    '/groups/archive',
    nextName === undefined ? { id } : { id, next_name: nextName },
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    archived: { id: number }
    next_group: { id: number; name: string; token: string } | null
  }
}

export async function unarchiveClass(app: FastifyInstance, teacher: TestUser, id: number) {
  const response = await api(app, teacher.token).post('/groups/unarchive', { id })
  expect(response.statusCode, response.body).toBe(200)
}

const kinds = {
  evaluations: 'evaluations',
  examResults: 'exam_results',
  feedback: 'student_feedbacks',
  teacherRatings: 'teacher_ratings',
  helpRequests: 'help_requests',
} as const

/** How many of the student's rows of each kind lie in `schema` for these events (as eventRowCounts). */
export async function rowCountsIn(
  app: FastifyInstance,
  schema: 'public' | 'archive',
  userId: number,
  eventIds: number[],
) {
  const counts: Record<string, number> = {}
  for (const [kind, table] of Object.entries(kinds)) {
    const result = await app.ctx.db.execute(sql`
      select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
      where user_id = ${userId} and event_id = any(${`{${eventIds.join(',')}}`}::int[])`)
    counts[kind] = resultRows<{ n: number }>(result)[0]!.n
  }
  const changes = await app.ctx.db.execute(sql`
    select count(*)::int as n from ${sql.identifier(schema)}.teacher_rating_changes c
    join ${sql.identifier(schema)}.teacher_ratings r on r.id = c.rating_id
    where r.user_id = ${userId} and r.event_id = any(${`{${eventIds.join(',')}}`}::int[])`)
  counts.teacherRatingChanges = resultRows<{ n: number }>(changes)[0]!.n
  return counts
}

export const everyKind = {
  evaluations: 1,
  examResults: 1,
  feedback: 1,
  teacherRatings: 1,
  helpRequests: 1,
  teacherRatingChanges: 1,
}
export const noneOfThem = Object.fromEntries(Object.keys(everyKind).map((kind) => [kind, 0]))
