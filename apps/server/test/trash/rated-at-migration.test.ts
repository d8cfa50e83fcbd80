import { readFileSync } from 'node:fs'
import path from 'node:path'
import { trashMessages } from '@lernraster/shared'
import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { evaluations } from '../../src/db/schema'
import { resultRows } from '../../src/lib/result-rows'
import { helpWorld } from '../help-requests/help-builders'
import { ok, studentApi } from '../student/student-builders'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { restore } from './trash-builders'

// Migration 0017 (decision 028) gave ratings a rated_at that may not be null. Ratings that were in the
// trash before it have none in their payload; the migration adds it (their updated_at), so restoring
// them writes a whole row. Its hand-written statement is run here on such a payload.

const t = useTestApp()

const migrationStatement = () =>
  readFileSync(path.join(import.meta.dirname, '../../src/db/migrations/0017_offline_writes.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .find((statement) => statement.includes('UPDATE "trash_items"'))!

test('a run trashed before migration 0017 comes back with its ratings given when they were last written', async () => {
  const world = await helpWorld(t.app)
  const student = studentApi(t.app, world.student.token)
  for (const [index, grade] of [5, 3].entries()) {
    ok(
      await student.post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: world.grid.at(index + 1, 1).questionIds[0],
        grade,
      }),
    )
    t.clock.advanceMinutes(7)
  }
  const before = await t.app.ctx.db.select().from(evaluations).where(eq(evaluations.eventId, world.eventId))
  const teacher = api(t.app, world.teacher.token)
  const active = ok<{ id: number; module_id: number }[]>(await teacher.get('/modules/active'))
  const removed = ok<{ trash_id: number }>(
    await teacher.post('/modules/removeActive', { module_id: active[0]!.id }),
  )
  // The payload as the trash kept it before the migration: ratings without rated_at.
  await t.app.ctx.db.execute(sql`
    update trash_items set payload = jsonb_set(payload, '{tables}', (
      select jsonb_agg(case when t->>'table' = 'evaluations'
        then jsonb_set(t, '{rows}', (select jsonb_agg(r - 'rated_at') from jsonb_array_elements(t->'rows') r))
        else t end order by o)
      from jsonb_array_elements(payload->'tables') with ordinality as tt(t, o)))
    where id = ${removed.trash_id}`)
  const ratedAts = await t.app.ctx.db.execute(
    sql`select count(*)::int as n from trash_items, jsonb_array_elements(payload->'tables') t, jsonb_array_elements(t->'rows') r
        where id = ${removed.trash_id} and r ? 'rated_at'`,
  )
  expect(resultRows(ratedAts)).toEqual([{ n: 0 }])

  await t.app.ctx.db.execute(sql.raw(migrationStatement()))

  expect(await restore(t.app, world.teacher, removed.trash_id)).toMatchObject({
    message: trashMessages.restored,
  })
  const after = await t.app.ctx.db.select().from(evaluations).where(eq(evaluations.eventId, world.eventId))
  expect(after.map((row) => [row.id, row.grade, row.ratedAt])).toEqual(
    before.map((row) => [row.id, row.grade, row.updatedAt]),
  )
})
