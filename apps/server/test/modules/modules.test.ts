import { existsSync } from 'node:fs'
import { FileKind, ModuleStatus, moduleMessages, trashMessages } from '@lernraster/shared'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  blocks,
  files,
  moduleChanges,
  moduleFiles,
  modules,
  questions,
  solutions,
  topics,
} from '../../src/db/schema'
import { diskPath } from '../../src/modules/core/file-store'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  changesOfModule,
  createGrid,
  evaluationsOf,
  insertFile,
  insertModule,
  insertStoreCopy,
  moduleFileIds,
  rateQuestions,
  useFileInQuestion,
} from './module-builders'

const t = useTestApp()
const m = moduleMessages

let teacher: TestUser
let other: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  other = await createUser(t.app)
})
const asTeacher = () => api(t.app, teacher.token)
const moduleRow = async (id: number) =>
  (await t.app.ctx.db.select().from(modules).where(eq(modules.id, id)))[0]
const byId = (id: number, who = teacher) => api(t.app, who.token).get('/modules/byId', { id: String(id) })
const topicCells = async (moduleId: number) =>
  (
    await t.app.ctx.db
      .select({ column: blocks.order, row: topics.order })
      .from(topics)
      .innerJoin(blocks, eq(blocks.id, topics.blockId))
      .where(eq(blocks.moduleId, moduleId))
      .orderBy(asc(blocks.order), asc(topics.order))
  ).map((cell) => `${cell.column}.${cell.row}`)

describe('POST /modules/store', () => {
  test('creates a 6 x 6 draft of the caller and records it', async () => {
    const response = await asTeacher().post('/modules/store', { name: '  Geometrie ', description: 'Formen' })
    expect(answer(response)).toEqual({ status: 200, body: { id: expect.any(Number) } })
    const id = response.json().id
    expect(await moduleRow(id)).toMatchObject({
      ownerId: teacher.user.id,
      name: 'Geometrie',
      description: 'Formen',
      statusId: ModuleStatus.draft,
      rows: 6,
      columns: 6,
      publishedModuleId: null,
      coverFileId: null,
    })
    expect(await changesOfModule(t.app, id)).toEqual([{ subject: 'module', kind: 'new', name: 'Geometrie' }])
  })

  test('asks for a title', async () => {
    expect(answer(await asTeacher().post('/modules/store', { name: ' ' }))).toEqual(
      invalid({ name: [m.moduleNameRequired] }),
    )
  })
})

describe('GET /modules and GET /modules/draft', () => {
  test('list the own modules (every status, or the drafts), last changed first, with their counts', async () => {
    const owner = await createUser(t.app)
    const draft = await createGrid(t.app, owner.user.id, {
      name: 'Entwurf',
      filled: { columns: 2, rows: 3, questions: 2 },
    })
    t.clock.advanceMinutes(1)
    const finished = await insertModule(t.app, owner.user.id, {
      name: 'Fertig',
      statusId: ModuleStatus.finished,
    })
    // Its store copy is the owner's too, but lists show it only as the original's publication.
    const published = await insertStoreCopy(t.app, finished, { statusId: ModuleStatus.published })
    await insertModule(t.app, other.user.id, { name: 'Fremd' })
    const cover = await insertFile(t.app, owner.user.id, FileKind.cover)
    await t.app.ctx.db.update(modules).set({ coverFileId: cover.id }).where(eq(modules.id, finished.id))

    const all = (await api(t.app, owner.token).get('/modules')).json()
    expect(all.map((module: { name: string }) => module.name)).toEqual(['Fertig', 'Entwurf'])
    expect(all[0]).toEqual({
      id: finished.id,
      name: 'Fertig',
      description: '',
      status_id: ModuleStatus.finished,
      status: { name: 'finished', title: 'Abgeschlossen' },
      rows: 6,
      columns: 6,
      cover_path: cover.path,
      published_module_id: published.id,
      publication: {
        module_id: published.id,
        status_id: ModuleStatus.published,
        status: { name: 'published', title: 'Veröffentlicht' },
        module_meta_data_id: expect.any(Number),
        decline_reason: null,
        submitted_at: finished.createdAt.toISOString(),
        reviewed_at: finished.createdAt.toISOString(),
        store_module_id: published.id,
        removal_kind: null,
        removal_reason: null,
      },
      admin_id: owner.user.id,
      author: { firstname: 'Vreni', lastname: 'Muster' },
      blocks_count: 0,
      topics_count: 0,
      questions_count: 0,
      running_in: [],
      created_at: finished.createdAt.toISOString(),
      updated_at: finished.updatedAt.toISOString(),
    })
    expect(all[1]).toMatchObject({
      id: draft.moduleId,
      published_module_id: 0,
      publication: null,
      cover_path: null,
    })
    expect(all[1]).toMatchObject({ blocks_count: 2, topics_count: 6, questions_count: 12 })

    const drafts = (await api(t.app, owner.token).get('/modules/draft')).json()
    expect(drafts.map((module: { id: number }) => module.id)).toEqual([draft.moduleId])
  })
})

describe('GET /modules/byId', () => {
  test('answers the whole grid: blocks by column, topics by row, questions by position', async () => {
    const grid = await createGrid(t.app, teacher.user.id, {
      rows: 3,
      columns: 3,
      filled: { columns: 2, rows: 2, questions: 3 },
    })
    // Positions that differ from the order the rows were written in.
    await asTeacher().post('/blocks/update', { id: grid.blocks[0]!.id, name: 'Block 1', order: 3 })
    const topic = grid.at(2, 1)
    await t.app.ctx.db
      .update(questions)
      .set({ order: sql`4 - ${questions.order}` })
      .where(eq(questions.topicId, topic.id))
    await asTeacher().post('/topics/swap', { topic_id: topic.id, new_block_id: topic.blockId, new_order: 3 })

    const detail = (await byId(grid.moduleId)).json()
    expect(detail).toMatchObject({
      id: grid.moduleId,
      is_owner: true,
      rearrange_blocked_by: null,
      blocks_count: 2,
      topics_count: 4,
      questions_count: 12,
      status: { name: 'draft', title: 'Entwurf' },
    })
    expect(detail.blocks.map((block: { name: string; order: number }) => [block.name, block.order])).toEqual([
      ['Block 2', 2],
      ['Block 1', 3],
    ])
    const second = detail.blocks[0]
    expect(
      second.topics.map((entry: { title: string; order: number }) => [entry.title, entry.order]),
    ).toEqual([
      ['Thema 2.2', 2],
      ['Thema 2.1', 3],
    ])
    const moved = second.topics[1]
    expect(
      moved.questions.map((question: { id: number; order: number }) => [question.id, question.order]),
    ).toEqual([
      [topic.questionIds[2], 1],
      [topic.questionIds[1], 2],
      [topic.questionIds[0], 3],
    ])
    expect(moved.questions[2]).toEqual({
      id: topic.questionIds[0],
      title: `Ich kann ${topic.id}.1`,
      description: 'Beschreibung',
      link: null,
      is_local_link: false,
      has_solution: true,
      source_question: null,
      source_solution: null,
      solution: { id: expect.any(Number), content: `Lösung ${topic.questionIds[0]}`, content_type_id: 1 },
      solution_id: expect.any(Number),
      order: 3,
      created_at: t.app.ctx.clock.now().toISOString(),
    })
    expect(moved).toMatchObject({
      topic_type: { id: 1, name: 'normal' },
      questions_count: 3,
      block_id: topic.blockId,
    })
  })

  test('says why a module may not be rearranged', async () => {
    const published = await insertModule(t.app, teacher.user.id, { statusId: ModuleStatus.published })
    const finished = await insertModule(t.app, teacher.user.id, { statusId: ModuleStatus.finished })
    const withCopy = await insertModule(t.app, teacher.user.id, { publishedModuleId: published.id })
    expect((await byId(finished.id)).json().rearrange_blocked_by).toBe('notDraft')
    expect((await byId(withCopy.id)).json()).toMatchObject({
      rearrange_blocked_by: 'published',
      published_module_id: published.id,
    })
  })

  test('takes the same number of statements for a 2 x 2 and a 6 x 6 grid', async () => {
    const small = await createGrid(t.app, teacher.user.id, { filled: { columns: 2, rows: 2, questions: 1 } })
    const large = await createGrid(t.app, teacher.user.id, { filled: { columns: 6, rows: 6, questions: 5 } })
    const statements = async (id: number) => {
      const before = t.app.ctx.database.queries.count
      const response = await byId(id)
      expect(response.statusCode).toBe(200)
      return t.app.ctx.database.queries.count - before
    }
    // The session, the module with its blocks and topics, the questions.
    expect(await statements(small.moduleId)).toBe(3)
    expect(await statements(large.moduleId)).toBe(3)
    expect((await byId(large.moduleId)).json().questions_count).toBe(180)
  })

  test('a missing module and one of another teacher answer 404', async () => {
    const grid = await createGrid(t.app, teacher.user.id)
    expect(answer(await byId(grid.moduleId, other))).toEqual(notFound)
    expect(answer(await byId(999999))).toEqual(notFound)
  })
})

describe('POST /modules/update', () => {
  const update = (id: number, fields: object = {}) =>
    asTeacher().post('/modules/update', { id, name: 'Bruchrechnen', description: '', ...fields })

  test('changes name and description, answers the summary and records it once', async () => {
    const module = await insertModule(t.app, teacher.user.id)
    t.clock.advanceMinutes(5)
    const response = await update(module.id, {
      name: ' Brüche ',
      description: 'Alles über Brüche',
      status_id: 1,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      id: module.id,
      name: 'Brüche',
      description: 'Alles über Brüche',
      updated_at: t.app.ctx.clock.now().toISOString(),
    })
    expect((await update(module.id, { name: 'Brüche', description: 'Alles über Brüche' })).statusCode).toBe(
      200,
    )
    expect(await changesOfModule(t.app, module.id)).toEqual([
      { subject: 'module', kind: 'updated', name: 'Brüche' },
    ])
  })

  test('refuses another status; the status changes only through its own calls', async () => {
    const module = await insertModule(t.app, teacher.user.id)
    expect(answer(await update(module.id, { name: 'Anders', status_id: ModuleStatus.finished }))).toEqual(
      invalid({ status_id: [m.statusNotChangeable] }),
    )
    expect(await moduleRow(module.id)).toMatchObject({ name: 'Bruchrechnen', statusId: ModuleStatus.draft })
    expect(answer(await update(module.id, { rows: 13, columns: 0 }))).toEqual(
      invalid({ rows: [m.gridRowsOutOfRange], columns: [m.gridColumnsOutOfRange] }),
    )
  })

  test('a larger grid keeps everything; a smaller one moves the last row and column with their ratings to the trash', async () => {
    const grid = await createGrid(t.app, teacher.user.id, {
      rows: 3,
      columns: 3,
      filled: { columns: 3, rows: 3, questions: 1 },
    })
    const lastRow = [1, 2, 3].flatMap((column) => grid.at(column, 3).questionIds)
    const lastColumn = [1, 2].flatMap((row) => grid.at(3, row).questionIds)
    const kept = grid.at(1, 1).questionIds
    await rateQuestions(t.app, other.user.id, [...lastRow, ...lastColumn, ...kept])
    const goneFile = await insertFile(t.app, teacher.user.id, FileKind.source)
    const keptFile = await insertFile(t.app, teacher.user.id, FileKind.source)
    await useFileInQuestion(t.app, grid.moduleId, lastRow[0]!, goneFile.path)
    await useFileInQuestion(t.app, grid.moduleId, lastColumn[0]!, keptFile.path)
    await useFileInQuestion(t.app, grid.moduleId, kept[0]!, keptFile.path)

    expect((await update(grid.moduleId, { rows: 5, columns: 4 })).json()).toMatchObject({
      rows: 5,
      columns: 4,
      topics_count: 9,
    })
    const response = await update(grid.moduleId, { rows: 2, columns: 2 })
    expect(response.json()).toMatchObject({
      rows: 2,
      columns: 2,
      blocks_count: 2,
      topics_count: 4,
      questions_count: 4,
    })
    expect(await topicCells(grid.moduleId)).toEqual(['1.1', '1.2', '2.1', '2.2'])
    expect(await evaluationsOf(t.app, [...lastRow, ...lastColumn])).toEqual([])
    expect(await evaluationsOf(t.app, kept)).toHaveLength(1)
    expect(await moduleFileIds(t.app, grid.moduleId)).toEqual([keptFile.id])
    // The removed row's file is no longer the module's, but the trash keeps it for a restore.
    expect(existsSync(diskPath(t.app.ctx.config, goneFile.id))).toBe(true)
    expect((response.json() as { trash_id?: number }).trash_id).toEqual(expect.any(Number))
    const changes = await changesOfModule(t.app, grid.moduleId)
    const names = (subject: string) =>
      changes.filter((change) => change.subject === subject).map((change) => `${change.kind} ${change.name}`)
    expect(names('module')).toEqual(['updated Bruchrechnen', 'updated Bruchrechnen'])
    expect(names('block')).toEqual(['deleted Block 3'])
    // The order of the deleted topics is the database's.
    expect(names('topic').sort()).toEqual(
      ['Thema 1.3', 'Thema 2.3', 'Thema 3.1', 'Thema 3.2', 'Thema 3.3'].map((name) => `deleted ${name}`),
    )
  })

  test("another teacher's module answers 404 and stays as it was", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 2, rows: 2 } })
    const response = await api(t.app, other.token).post('/modules/update', {
      id: grid.moduleId,
      name: 'Fremd',
      rows: 1,
    })
    expect(answer(response)).toEqual(notFound)
    expect(await moduleRow(grid.moduleId)).toMatchObject({ name: 'Bruchrechnen', rows: 6 })
    expect(await topicCells(grid.moduleId)).toHaveLength(4)
  })
})

describe('POST /modules/remove', () => {
  test('moves the module with everything under it to the trash; deleted for good, its files no other module uses go', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 2, rows: 2, questions: 2 } })
    const neighbour = await createGrid(t.app, teacher.user.id, {
      filled: { columns: 1, rows: 1, questions: 1 },
    })
    const questionIds = grid.topics.flatMap((topic) => topic.questionIds)
    await rateQuestions(t.app, other.user.id, questionIds)
    const own = await insertFile(t.app, teacher.user.id, FileKind.source)
    const shared = await insertFile(t.app, teacher.user.id, FileKind.source)
    const cover = await insertFile(t.app, teacher.user.id, FileKind.cover)
    await t.app.ctx.db.update(modules).set({ coverFileId: cover.id }).where(eq(modules.id, grid.moduleId))
    await useFileInQuestion(t.app, grid.moduleId, questionIds[0]!, own.path)
    await useFileInQuestion(t.app, grid.moduleId, questionIds[1]!, shared.path)
    await useFileInQuestion(t.app, neighbour.moduleId, neighbour.at(1, 1).questionIds[0]!, shared.path)

    const response = await asTeacher().post('/modules/remove', { id: grid.moduleId })
    expect(answer(response)).toEqual({
      status: 200,
      body: { message: trashMessages.movedToTrash, trash_id: expect.any(Number) },
    })
    const db = t.app.ctx.db
    expect(await moduleRow(grid.moduleId)).toBeUndefined()
    expect(await db.select().from(blocks).where(eq(blocks.moduleId, grid.moduleId))).toEqual([])
    expect(await db.select().from(questions).where(inArray(questions.id, questionIds))).toEqual([])
    expect(await db.select().from(solutions).where(inArray(solutions.questionId, questionIds))).toEqual([])
    expect(await evaluationsOf(t.app, questionIds)).toEqual([])
    expect(await db.select().from(moduleChanges).where(eq(moduleChanges.moduleId, grid.moduleId))).toEqual([])
    expect(await db.select().from(moduleFiles).where(eq(moduleFiles.moduleId, grid.moduleId))).toEqual([])
    const fileIdsNow = async () => (await db.select({ id: files.id }).from(files)).map((row) => row.id)
    // In the trash, the module keeps its files.
    expect(await fileIdsNow()).toEqual(expect.arrayContaining([shared.id, own.id, cover.id]))
    expect(existsSync(diskPath(t.app.ctx.config, own.id))).toBe(true)
    const { trash_id: trashId } = response.json() as { trash_id: number }
    expect(answer(await asTeacher().post('/trash/remove', { id: trashId })).status).toBe(200)
    const fileIds = await fileIdsNow()
    expect(fileIds).toContain(shared.id)
    expect(fileIds).not.toContain(own.id)
    expect(fileIds).not.toContain(cover.id)
    expect(existsSync(diskPath(t.app.ctx.config, own.id))).toBe(false)
    expect(existsSync(diskPath(t.app.ctx.config, cover.id))).toBe(false)
    expect(existsSync(diskPath(t.app.ctx.config, shared.id))).toBe(true)
    expect(await topicCells(neighbour.moduleId)).toEqual(['1.1'])
  })

  test("another teacher's module answers 404 and stays", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })
    expect(answer(await api(t.app, other.token).post('/modules/remove', { id: grid.moduleId }))).toEqual(
      notFound,
    )
    expect(await topicCells(grid.moduleId)).toEqual(['1.1'])
  })
})
