import { trashMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { insertActivation } from '../activations/activation-builders'
import { helpWorld } from '../help-requests/help-builders'
import { ok } from '../student/student-builders'
import { answer, api, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { removeToTrash, rowCount, tableSnapshot } from './trash-builders'

const t = useTestApp()

const activeId = async (world: Awaited<ReturnType<typeof helpWorld>>) =>
  ok<{ id: number; module_id: number }[]>(await api(t.app, world.teacher.token).get('/modules/active')).find(
    (run) => run.module_id === world.grid.moduleId,
  )!.id

/** A refused restore answers 409 with its words, and nothing changes: the item stays in the trash. */
async function expectRefusedRestore(who: TestUser, trashId: number, message: string) {
  const before = await tableSnapshot(t.app)
  expect(answer(await api(t.app, who.token).post('/trash/restore', { id: trashId }))).toEqual({
    status: 409,
    body: { code: 'conflict', message },
  })
  expect(await tableSnapshot(t.app)).toEqual(before)
  expect(await rowCount(t.app, 'trash_items', sql`id = ${trashId}`)).toBe(1)
}

describe('a run that no longer fits', () => {
  test('its module in the trash: restore the module first', async () => {
    const world = await helpWorld(t.app)
    const runTrash = await removeToTrash(t.app, world.teacher, '/modules/removeActive', {
      module_id: await activeId(world),
    })
    await removeToTrash(t.app, world.owner, '/modules/remove', { id: world.grid.moduleId })
    await expectRefusedRestore(world.teacher, runTrash, trashMessages.moduleInTrash)
  })

  test('its class in the trash: restore the class first', async () => {
    const world = await helpWorld(t.app)
    const runTrash = await removeToTrash(t.app, world.teacher, '/modules/removeActive', {
      module_id: await activeId(world),
    })
    await removeToTrash(t.app, world.teacher, '/groups/remove', { id: world.group.id })
    await expectRefusedRestore(world.teacher, runTrash, trashMessages.classGone)
  })

  test('its subject in the trash: restore the subject first', async () => {
    const world = await helpWorld(t.app)
    const runTrash = await removeToTrash(t.app, world.teacher, '/modules/removeActive', {
      module_id: await activeId(world),
    })
    await removeToTrash(t.app, world.teacher, '/subjects/remove', { id: world.subjectId })
    await expectRefusedRestore(world.teacher, runTrash, trashMessages.subjectGone)
  })

  test('the module activated again for the class meanwhile: a conflict in words, never a 5xx', async () => {
    const world = await helpWorld(t.app)
    const runTrash = await removeToTrash(t.app, world.teacher, '/modules/removeActive', {
      module_id: await activeId(world),
    })
    await insertActivation(t.app, {
      moduleId: world.grid.moduleId,
      teacherId: world.teacher.user.id,
      groupId: world.group.id,
      subjectId: world.subjectId,
    })
    await expectRefusedRestore(world.teacher, runTrash, trashMessages.restoreConflict)
  })
})

describe('restoring', () => {
  test('twice at the same moment: one restores, the other finds nothing', async () => {
    const world = await helpWorld(t.app)
    const runTrash = await removeToTrash(t.app, world.teacher, '/modules/removeActive', {
      module_id: await activeId(world),
    })
    const responses = await Promise.all(
      [1, 2].map(() => api(t.app, world.teacher.token).post('/trash/restore', { id: runTrash })),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404])
    expect(await rowCount(t.app, 'active_modules', sql`group_id = ${world.group.id}`)).toBe(1)
  })

  test("another teacher's item is not found, and a deleted-for-good item neither", async () => {
    const world = await helpWorld(t.app)
    const runTrash = await removeToTrash(t.app, world.teacher, '/modules/removeActive', {
      module_id: await activeId(world),
    })
    expect((await api(t.app, world.owner.token).post('/trash/restore', { id: runTrash })).statusCode).toBe(
      404,
    )
    expect((await api(t.app, world.owner.token).post('/trash/remove', { id: runTrash })).statusCode).toBe(404)
    expect(answer(await api(t.app, world.teacher.token).post('/trash/remove', { id: runTrash }))).toEqual({
      status: 200,
      body: { message: trashMessages.deletedForGood },
    })
    expect((await api(t.app, world.teacher.token).post('/trash/restore', { id: runTrash })).statusCode).toBe(
      404,
    )
    expect(await rowCount(t.app, 'events', sql`group_id = ${world.group.id}`)).toBe(0)
  })
})
