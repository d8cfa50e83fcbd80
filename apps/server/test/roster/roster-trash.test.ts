import type { RosterImportAnswer } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groups } from '../../src/db/schema'
import { ok } from '../student/student-builders'
import { api, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { removeToTrash } from '../trash/trash-builders'
import { importRoster, sampleClass, sdsFiles } from './roster-samples'

const t = useTestApp()

describe('an imported class in the trash', () => {
  test("the file makes it again; restoring the old one then keeps the new one as the file's class", async () => {
    const teacher = await createUser(t.app)
    const files = sdsFiles([sampleClass('T-1', '5c', 2)])
    const first = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, files, true))
    const oldId = first.classes[0]!.group_id!
    const trashId = await removeToTrash(t.app, teacher, '/groups/remove', { id: oldId })

    const again = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, files, true))
    expect(again.classes[0]).toMatchObject({ outcome: 'new' })
    // The same accounts join the new class: the file's ids found them.
    expect(again.students.map((row) => row.outcome)).toEqual(['added', 'added'])
    await t.app.ctx.db
      .update(groups)
      .set({ name: '5c neu' })
      .where(eq(groups.id, again.classes[0]!.group_id!))

    const restored = await api(t.app, teacher.token).post('/trash/restore', { id: trashId })
    expect(restored.statusCode, restored.body).toBe(200)
    const [old] = await t.app.ctx.db.select().from(groups).where(eq(groups.id, oldId))
    expect(old!.rosterSourceId).toBeNull()
    const next = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, files, false))
    expect(next.classes[0]).toMatchObject({ group_id: again.classes[0]!.group_id, outcome: 'rename' })
  })
})
