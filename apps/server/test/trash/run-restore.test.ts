import { trashMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { askForHelp, helpWorld } from '../help-requests/help-builders'
import { ok, studentApi } from '../student/student-builders'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { restore, rowCount, tableSnapshot, trashList } from './trash-builders'

const t = useTestApp()

/** A run with everything a term leaves in it: ratings, teacher ratings with history, help, next steps. */
async function busyRun() {
  const world = await helpWorld(t.app)
  const student = studentApi(t.app, world.student.token)
  const teacher = api(t.app, world.teacher.token)
  const [first, second] = [world.grid.at(1, 1), world.grid.at(2, 1)]
  ok(
    await student.post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: first.questionIds[0],
      grade: 5,
    }),
  )
  ok(
    await student.post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: second.questionIds[0],
      grade: 3,
    }),
  )
  for (const grade of [4, 4.5])
    ok(
      await teacher.post('/teacherRatings/store', {
        event_id: world.eventId,
        user_ids: [world.student.user.id],
        question_id: first.questionIds[0],
        grade,
      }),
    )
  await askForHelp(t.app, world.student, {
    eventId: world.eventId,
    topicId: second.id,
    text: 'Wie geht das?',
  })
  ok(
    await teacher.post('/nextSteps/pin', {
      event_id: world.eventId,
      user_id: world.student.user.id,
      topic_id: second.id,
    }),
  )
  return world
}

const activationOf = async (world: Awaited<ReturnType<typeof helpWorld>>) => {
  const active = ok<{ id: number; module_id: number }[]>(
    await api(t.app, world.teacher.token).get('/modules/active'),
  )
  return active.find((run) => run.module_id === world.grid.moduleId)!.id
}

describe('a run in the trash', () => {
  test('comes back with every row it took, with the same ids, and the student sees the grid again', async () => {
    const world = await busyRun()
    const before = await tableSnapshot(t.app)
    expect(await rowCount(t.app, 'teacher_rating_changes')).toBeGreaterThan(0)
    const studentGrid = ok(
      await studentApi(t.app, world.student.token).get('/modules/grid', { event_id: String(world.eventId) }),
    )

    const removed = await api(t.app, world.teacher.token).post('/modules/removeActive', {
      module_id: await activationOf(world),
    })
    expect(removed.statusCode, removed.body).toBe(200)
    const { trash_id: trashId, message } = removed.json() as { trash_id: number; message: string }
    expect(message).toBe(trashMessages.movedToTrash)
    // Gone from everywhere else: the student no longer reads the run.
    expect(
      (await studentApi(t.app, world.student.token).get('/modules/grid', { event_id: String(world.eventId) }))
        .statusCode,
    ).toBe(404)
    expect(await rowCount(t.app, 'evaluations')).toBe(0)

    const [item] = await trashList(t.app, world.teacher)
    expect(item).toMatchObject({
      id: trashId,
      kind: 'activation',
      module_name: expect.any(String),
      group_name: world.group.name,
      ratings: 2,
      students: 1,
      activations: 1,
    })

    const restored = await restore(t.app, world.teacher, trashId)
    expect(restored).toMatchObject({ message: trashMessages.restored, kind: 'activation' })
    expect(await tableSnapshot(t.app)).toEqual(before)
    expect(await trashList(t.app, world.teacher)).toEqual([])
    // The ids came from the sequences, which stay ahead: the next row of each table gets a new id.
    for (const table of ['events', 'evaluations', 'teacher_ratings', 'help_requests']) {
      const [ahead] = resultRows<{ ahead: boolean }>(
        await t.app.ctx.db.execute(
          sql`select nextval(${`${table}_id_seq`}) > (select max(id) from ${sql.identifier(table)}) as ahead`,
        ),
      )
      expect(ahead?.ahead, table).toBe(true)
    }
    expect(
      ok(
        await studentApi(t.app, world.student.token).get('/modules/grid', {
          event_id: String(world.eventId),
        }),
      ),
    ).toEqual(studentGrid)
  })
})
