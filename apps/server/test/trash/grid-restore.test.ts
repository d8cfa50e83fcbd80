import { trashMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { helpWorld } from '../help-requests/help-builders'
import { changesOfModule, topicBody } from '../modules/module-builders'
import { ok, studentApi } from '../student/student-builders'
import { answer, api, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { removeToTrash, restore, rowCount, tableSnapshot } from './trash-builders'

const t = useTestApp()

type World = Awaited<ReturnType<typeof helpWorld>>

/** A grid (2 columns x 1 row, of the owner) running in a class with a rating on each topic. */
async function ratedGrid(): Promise<World> {
  const world = await helpWorld(t.app)
  for (const topic of world.grid.topics)
    ok(
      await studentApi(t.app, world.student.token).post('/evaluations/rate', {
        event_id: world.eventId,
        question_id: topic.questionIds[0],
        grade: 5,
      }),
    )
  return world
}

/** Everything but the module's own row and change records, which a restore updates and adds to. */
async function contentSnapshot() {
  const { modules: _modules, module_changes: _changes, ...rest } = await tableSnapshot(t.app)
  return rest
}

const moduleSize = async (world: World) =>
  ok<{ rows: number; columns: number }>(
    await api(t.app, world.owner.token).get('/modules/byId', { id: String(world.grid.moduleId) }),
  )

async function expectRefusedRestore(who: TestUser, trashId: number, message: string) {
  const before = await tableSnapshot(t.app)
  expect(answer(await api(t.app, who.token).post('/trash/restore', { id: trashId }))).toEqual({
    status: 409,
    body: { code: 'conflict', message },
  })
  expect(await tableSnapshot(t.app)).toEqual(before)
}

describe('grid parts in the trash', () => {
  test('a topic comes back into its cell with its ratings, recorded as new', async () => {
    const world = await ratedGrid()
    const topic = world.grid.at(2, 1)
    const before = await contentSnapshot()
    const trashId = await removeToTrash(t.app, world.owner, '/topics/remove', { id: topic.id })
    expect(await rowCount(t.app, 'evaluations', sql`question_id = ${topic.questionIds[0]!}`)).toBe(0)
    expect(await restore(t.app, world.owner, trashId)).toMatchObject({
      kind: 'topic',
      restored_id: world.grid.moduleId,
    })
    expect(await contentSnapshot()).toEqual(before)
    expect((await changesOfModule(t.app, world.grid.moduleId)).slice(-2)).toEqual([
      { subject: 'topic', kind: 'deleted', name: 'Thema 2.1' },
      { subject: 'topic', kind: 'new', name: 'Thema 2.1' },
    ])
  })

  test('a topic whose cell was filled meanwhile is refused with words', async () => {
    const world = await ratedGrid()
    const topic = world.grid.at(2, 1)
    const trashId = await removeToTrash(t.app, world.owner, '/topics/remove', { id: topic.id })
    ok(await api(t.app, world.owner.token).post('/topics/store', topicBody(topic.blockId, 1)))
    await expectRefusedRestore(world.owner, trashId, trashMessages.cellTaken)
  })

  test('a block comes back; its column taken meanwhile, it is refused', async () => {
    const world = await ratedGrid()
    const block = world.grid.blocks[1]!
    const before = await contentSnapshot()
    const first = await removeToTrash(t.app, world.owner, '/blocks/remove', { id: block.id })
    await restore(t.app, world.owner, first)
    expect(await contentSnapshot()).toEqual(before)

    const second = await removeToTrash(t.app, world.owner, '/blocks/remove', { id: block.id })
    ok(
      await api(t.app, world.owner.token).post('/blocks/store', {
        module_id: world.grid.moduleId,
        name: 'Neu',
        order: block.order,
      }),
    )
    await expectRefusedRestore(world.owner, second, trashMessages.blockTaken)
  })

  test('the last column, removed by a smaller grid, comes back and the grid grows again', async () => {
    const world = await ratedGrid()
    const before = await contentSnapshot()
    const { rows, columns } = await moduleSize(world)
    const owner = api(t.app, world.owner.token)
    const shrunk = ok<{ trash_id?: number; columns: number }>(
      await owner.post('/modules/update', { id: world.grid.moduleId, name: 'Bruchrechnen', columns: 1 }),
    )
    expect(shrunk.columns).toBe(1)
    expect(await restore(t.app, world.owner, shrunk.trash_id!)).toMatchObject({ kind: 'column' })
    expect(await moduleSize(world)).toMatchObject({ rows, columns })
    expect(await contentSnapshot()).toEqual(before)
  })

  test('an empty row removed makes no trash item', async () => {
    const world = await ratedGrid()
    const { rows } = await moduleSize(world)
    const shrunk = ok<{ trash_id?: number }>(
      await api(t.app, world.owner.token).post('/modules/update', {
        id: world.grid.moduleId,
        name: 'Bruchrechnen',
        rows: rows - 1,
      }),
    )
    expect(shrunk).not.toHaveProperty('trash_id')
    expect(await rowCount(t.app, 'trash_items', sql`owner_id = ${world.owner.user.id}`)).toBe(0)
  })

  test('a part whose module is in the trash meanwhile: restore the module first', async () => {
    const world = await ratedGrid()
    const trashId = await removeToTrash(t.app, world.owner, '/topics/remove', { id: world.grid.at(1, 1).id })
    await removeToTrash(t.app, world.owner, '/modules/remove', { id: world.grid.moduleId })
    await expectRefusedRestore(world.owner, trashId, trashMessages.gridModuleGone)
  })
})
