import { existsSync } from 'node:fs'
import { FileKind, ModuleStatus } from '@lernraster/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { modulePurchases, modules } from '../../src/db/schema'
import { pruneExpired } from '../../src/maintenance'
import { diskPath } from '../../src/modules/core/file-store'
import { removeUnusedUploads } from '../../src/modules/files/unused-uploads'
import { insertActivation, shareModule } from '../activations/activation-builders'
import { createGrid, insertFile, insertStoreCopy, useFileInQuestion } from '../modules/module-builders'
import { createClass, createSubjectRow } from '../school/school-builders'
import { createStudent, ok, studentApi } from '../student/student-builders'
import { api, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { removeToTrash, restore, rowCount, tableSnapshot, trashList } from './trash-builders'

const t = useTestApp()
const dayMinutes = 24 * 60

let worlds = 0

/**
 * A module of `owner` with a cover and a worksheet, shared with a colleague whose class runs it (a
 * student joined and rated), and listed in the store.
 */
async function sharedRunningModule() {
  const name = `Papierkorb-Modul ${++worlds}`
  const owner = await createUser(t.app)
  const colleague = await createUser(t.app)
  const student = await createStudent(t.app)
  const grid = await createGrid(t.app, owner.user.id, { name, filled: { columns: 2, rows: 1, questions: 2 } })
  const worksheet = await insertFile(t.app, owner.user.id, FileKind.source)
  const cover = await insertFile(t.app, owner.user.id, FileKind.cover)
  await t.app.ctx.db.update(modules).set({ coverFileId: cover.id }).where(eq(modules.id, grid.moduleId))
  await useFileInQuestion(t.app, grid.moduleId, grid.at(1, 1).questionIds[0]!, worksheet.path)
  await shareModule(t.app, grid.moduleId, colleague.user.id)
  const group = await createClass(t.app, colleague.user.id, `Klasse ${worlds}`)
  const subject = await createSubjectRow(t.app, colleague.user.id, 'Mathematik', `P${worlds}`)
  ok(await studentApi(t.app, student.token).post('/groups/join', { token: group.token }))
  const run = await insertActivation(t.app, {
    moduleId: grid.moduleId,
    teacherId: colleague.user.id,
    groupId: group.id,
    subjectId: subject.id,
  })
  ok(
    await studentApi(t.app, student.token).post('/evaluations/rate', {
      event_id: run.eventId,
      question_id: grid.at(1, 1).questionIds[0],
      grade: 5,
    }),
  )
  const copy = await insertStoreCopy(
    t.app,
    { id: grid.moduleId, ownerId: owner.user.id, name },
    { statusId: ModuleStatus.published },
  )
  return { name, owner, colleague, student, grid, worksheet, cover, run, copy }
}

type World = Awaited<ReturnType<typeof sharedRunningModule>>

/** Where the module shows: the colleague's Available tab and Active tab, the student's list, the store. */
async function visibility(world: World) {
  const colleague = api(t.app, world.colleague.token)
  const text = async (response: Promise<{ body: string }>) => (await response).body.includes(world.name)
  return {
    shared: await text(colleague.get('/modules/shared')),
    active: await text(colleague.get('/modules/active')),
    student: await text(studentApi(t.app, world.student.token).get('/modules')),
    store: await text(colleague.get('/store/modules')),
  }
}

const everywhere = { shared: true, active: true, student: true, store: true }
const nowhere = { shared: false, active: false, student: false, store: false }

describe('a module in the trash', () => {
  test('is seen nowhere, keeps its files through the sweep, and comes back with grid, files, shares and runs', async () => {
    const world = await sharedRunningModule()
    expect(await visibility(world)).toEqual(everywhere)
    const before = await tableSnapshot(t.app)

    const trashId = await removeToTrash(t.app, world.owner, '/modules/remove', { id: world.grid.moduleId })
    expect(await visibility(world)).toEqual(nowhere)
    expect(
      (await api(t.app, world.colleague.token).get('/modules/byId', { id: String(world.grid.moduleId) }))
        .statusCode,
    ).toBe(404)
    expect(await trashList(t.app, world.owner)).toEqual([
      expect.objectContaining({
        id: trashId,
        kind: 'module',
        title: world.name,
        topics: 2,
        questions: 4,
        ratings: 1,
        students: 1,
        activations: 1,
        files: 2,
      }),
    ])
    // The colleague's run went with the module; it is not in the colleague's trash but the owner's.
    expect(await trashList(t.app, world.colleague)).toEqual([])

    // Two days later the sweep of unused uploads runs: what the trash names stays.
    t.clock.advanceMinutes(2 * dayMinutes)
    await removeUnusedUploads(t.app.ctx)
    for (const file of [world.worksheet, world.cover])
      expect(existsSync(diskPath(t.app.ctx.config, file.id))).toBe(true)

    expect(await restore(t.app, world.owner, trashId)).toMatchObject({
      kind: 'module',
      restored_id: world.grid.moduleId,
    })
    expect(await tableSnapshot(t.app)).toEqual(before)
    expect(await visibility(world)).toEqual(everywhere)
  })

  test('a store copy somebody bought stays theirs, leaves the store, and is listed again on restore', async () => {
    const world = await sharedRunningModule()
    await t.app.ctx.db.insert(modulePurchases).values({
      moduleId: world.copy.id,
      userId: world.colleague.user.id,
      crystals: 10,
      createdAt: t.app.ctx.clock.now(),
    })
    const trashId = await removeToTrash(t.app, world.owner, '/modules/remove', { id: world.grid.moduleId })
    expect(await rowCount(t.app, 'modules', sql`id = ${world.copy.id}`)).toBe(1)
    expect((await visibility(world)).store).toBe(false)
    await restore(t.app, world.owner, trashId)
    expect((await visibility(world)).store).toBe(true)
  })

  test('30 days later the maintenance deletes it for good, files from disk included, once', async () => {
    const world = await sharedRunningModule()
    const trashId = await removeToTrash(t.app, world.owner, '/modules/remove', { id: world.grid.moduleId })
    t.clock.advanceMinutes(29 * dayMinutes)
    await pruneExpired(t.app.ctx)
    // (The teacher's session has expired by now: the database is asked.)
    const inTrash = () => rowCount(t.app, 'trash_items', sql`id = ${trashId}`)
    expect(await inTrash()).toBe(1)
    t.clock.advanceMinutes(dayMinutes + 1)
    // Two instances at the same moment: the second finds nothing left to delete.
    await Promise.all([pruneExpired(t.app.ctx), pruneExpired(t.app.ctx)])
    expect(await inTrash()).toBe(0)
    for (const file of [world.worksheet, world.cover]) {
      expect(existsSync(diskPath(t.app.ctx.config, file.id))).toBe(false)
      expect(await rowCount(t.app, 'files', sql`id = ${file.id}`)).toBe(0)
    }
  })
})
