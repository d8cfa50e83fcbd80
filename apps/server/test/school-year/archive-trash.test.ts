import { describe, expect, test } from 'vitest'
import { rate } from '../activations/activation-builders'
import { studentWorld } from '../student/student-builders'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { archiveClass, rowCountsIn } from './archive-builders'

// Decision 051: a class or a module removed to the trash takes its archived rows along, and the trash
// brings them back into the archive; nothing of an archived run is lost by a removal.

const t = useTestApp()

async function archivedRun() {
  const world = await studentWorld(t.app)
  await rate(t.app, {
    eventId: world.eventId,
    userId: world.student.user.id,
    questionIds: world.grid.topics[0]!.questionIds,
    grades: [4, 5],
  })
  await archiveClass(t.app, world.teacher, world.group.id)
  const counts = () => rowCountsIn(t.app, 'archive', world.student.user.id, [world.eventId])
  expect((await counts()).evaluations).toBe(2)
  return { world, counts }
}

async function removeAndRestore(token: string, path: string, id: number) {
  const removed = await api(t.app, token).post(path, { id })
  expect(removed.statusCode, removed.body).toBe(200)
  return async () => {
    const { trash_id: trashId } = removed.json() as { trash_id: number }
    const restored = await api(t.app, token).post('/trash/restore', { id: trashId })
    expect(restored.statusCode, restored.body).toBe(200)
  }
}

describe('the trash and the archive', () => {
  test('an archived class goes to the trash with its archived ratings and comes back archived', async () => {
    const { world, counts } = await archivedRun()
    const restore = await removeAndRestore(world.teacher.token, '/groups/remove', world.group.id)
    expect((await counts()).evaluations).toBe(0)
    await restore()
    expect((await counts()).evaluations).toBe(2)
    const archive = (await api(t.app, world.teacher.token).get('/groups/archived')).json() as {
      classes: { id: number }[]
    }
    expect(archive.classes.map((row) => row.id)).toEqual([world.group.id])
  })

  test("a module removed with a run in an archived class keeps that run's ratings in its trash item", async () => {
    const { world, counts } = await archivedRun()
    const restore = await removeAndRestore(world.teacher.token, '/modules/remove', world.grid.moduleId)
    expect((await counts()).evaluations).toBe(0)
    await restore()
    expect((await counts()).evaluations).toBe(2)
  })
})
