import { existsSync } from 'node:fs'
import { ModuleStatus, moduleMessages } from '@lernraster/shared'
import { asc, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { blocks, files, questions, solutions, topics } from '../../src/db/schema'
import { diskPath } from '../../src/modules/core/file-store'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  changesOfModule,
  createGrid,
  evaluationsOf,
  insertFile,
  insertModule,
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
const blocksOf = (moduleId: number) =>
  t.app.ctx.db.select().from(blocks).where(eq(blocks.moduleId, moduleId)).orderBy(asc(blocks.order))

describe('GET /topic_types', () => {
  test('lists the seeded types, normal (the default) first', async () => {
    const response = await asTeacher().get('/topic_types')
    expect(response.statusCode).toBe(200)
    const types = response.json() as { id: number; name: string; title: string; icon: string }[]
    expect(types[0]).toEqual({ id: 1, name: 'normal', title: 'Normal', icon: 'book' })
    expect(types.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('GET /blocks', () => {
  test("lists the module's blocks by column", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 3, rows: 1 } })
    const response = await asTeacher().get('/blocks', { module_id: String(grid.moduleId) })
    expect(answer(response)).toEqual({
      status: 200,
      body: [1, 2, 3].map((order) => ({
        id: grid.blocks[order - 1]!.id,
        name: `Block ${order}`,
        description: '',
        order,
        module_id: grid.moduleId,
      })),
    })
  })

  test('a module without blocks has an empty list; a missing one answers 404', async () => {
    const module = await insertModule(t.app, teacher.user.id)
    expect(answer(await asTeacher().get('/blocks', { module_id: String(module.id) }))).toEqual({
      status: 200,
      body: [],
    })
    expect(answer(await asTeacher().get('/blocks', { module_id: '999999' }))).toEqual(notFound)
  })
})

describe('POST /blocks/store', () => {
  test('creates the block in its column and records the change', async () => {
    const module = await insertModule(t.app, teacher.user.id, { columns: 4 })
    const response = await asTeacher().post('/blocks/store', {
      module_id: module.id,
      name: '  Grundlagen ',
      order: 4,
    })
    expect(answer(response)).toEqual({
      status: 200,
      body: { id: expect.any(Number), name: 'Grundlagen', description: '', order: 4, module_id: module.id },
    })
    expect(await changesOfModule(t.app, module.id)).toEqual([
      { subject: 'block', kind: 'new', name: 'Grundlagen' },
    ])
  })

  test("refuses a column outside the module's current grid, a taken column and an empty name", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { columns: 3, filled: { columns: 1, rows: 0 } })
    const store = (fields: object) =>
      asTeacher().post('/blocks/store', { module_id: grid.moduleId, name: 'Neu', order: 2, ...fields })
    expect(answer(await store({ order: 4 }))).toEqual(invalid({ order: [m.blockOrderOutsideGrid] }))
    expect(answer(await store({ order: 13 }))).toEqual(invalid({ order: [m.blockOrderOutsideGrid] }))
    expect(answer(await store({ order: 1 }))).toEqual(invalid({ order: [m.blockColumnTaken] }))
    expect(answer(await store({ name: '   ' }))).toEqual(invalid({ name: [m.blockNameRequired] }))
    expect(await blocksOf(grid.moduleId)).toHaveLength(1)
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([])
  })

  test("another teacher's module answers 404 and gets no block", async () => {
    const module = await insertModule(t.app, teacher.user.id)
    const response = await api(t.app, other.token).post('/blocks/store', {
      module_id: module.id,
      name: 'Fremd',
      order: 1,
    })
    expect(answer(response)).toEqual(notFound)
    expect(await blocksOf(module.id)).toEqual([])
  })
})

describe('POST /blocks/update', () => {
  test('renames the block and records it; an unchanged save records nothing', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 0 } })
    const id = grid.blocks[0]!.id
    const update = (name: string) =>
      asTeacher().post('/blocks/update', { id, name, description: 'Zahlen bis 100', order: 1 })
    expect(answer(await update('Zahlenraum'))).toEqual({
      status: 200,
      body: { id, name: 'Zahlenraum', description: 'Zahlen bis 100', order: 1, module_id: grid.moduleId },
    })
    expect((await update('Zahlenraum')).statusCode).toBe(200)
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([
      { subject: 'block', kind: 'updated', name: 'Zahlenraum' },
    ])
  })

  test('a new column moves the block with its topics, inside the grid and into a free column only', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { columns: 3, filled: { columns: 2, rows: 2 } })
    const [first, second] = grid.blocks
    const move = (order: number) =>
      asTeacher().post('/blocks/update', { id: first!.id, name: 'Block 1', order })
    expect(answer(await move(2))).toEqual(invalid({ order: [m.blockColumnTaken] }))
    expect(answer(await move(4))).toEqual(invalid({ order: [m.blockOrderOutsideGrid] }))
    expect((await move(3)).statusCode).toBe(200)
    expect((await blocksOf(grid.moduleId)).map((block) => [block.id, block.order])).toEqual([
      [second!.id, 2],
      [first!.id, 3],
    ])
    const moved = await t.app.ctx.db.select().from(topics).where(eq(topics.blockId, first!.id))
    expect(moved).toHaveLength(2)
  })

  test('a module that may not be rearranged keeps its columns but takes a new name', async () => {
    const grid = await createGrid(t.app, teacher.user.id, {
      statusId: ModuleStatus.finished,
      filled: { columns: 1, rows: 0 },
    })
    const id = grid.blocks[0]!.id
    const moved = await asTeacher().post('/blocks/update', { id, name: 'Block 1', order: 2 })
    expect(answer(moved)).toEqual({
      status: 409,
      body: { code: 'conflict', message: m.notRearrangeable },
    })
    const renamed = await asTeacher().post('/blocks/update', { id, name: 'Anders', order: 1 })
    expect(renamed.json()).toMatchObject({ name: 'Anders', order: 1 })
  })
})

describe('POST /blocks/remove', () => {
  test("takes the block's topics, questions, solutions, ratings of every class and unused files", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 2, rows: 2, questions: 2 } })
    const gone = grid.topics.filter((topic) => topic.column === 2)
    const goneQuestions = gone.flatMap((topic) => topic.questionIds)
    const kept = grid.at(1, 1).questionIds
    // A class of another teacher rated the questions of the removed block (and of the kept one).
    await rateQuestions(t.app, other.user.id, [...goneQuestions, ...kept])
    const onlyThere = await insertFile(t.app, teacher.user.id, 'source')
    const alsoElsewhere = await insertFile(t.app, teacher.user.id, 'source')
    await useFileInQuestion(t.app, grid.moduleId, goneQuestions[0]!, onlyThere.path)
    await useFileInQuestion(t.app, grid.moduleId, goneQuestions[1]!, alsoElsewhere.path)
    await useFileInQuestion(t.app, grid.moduleId, kept[0]!, alsoElsewhere.path)

    const response = await asTeacher().post('/blocks/remove', { id: grid.blocks[1]!.id })
    expect(answer(response)).toEqual({
      status: 200,
      body: { message: m.blockRemoved, trash_id: expect.any(Number) },
    })
    expect((await blocksOf(grid.moduleId)).map((block) => block.id)).toEqual([grid.blocks[0]!.id])
    const db = t.app.ctx.db
    expect(await db.select().from(questions).where(inArray(questions.id, goneQuestions))).toEqual([])
    expect(await db.select().from(solutions).where(inArray(solutions.questionId, goneQuestions))).toEqual([])
    expect(await evaluationsOf(t.app, goneQuestions)).toEqual([])
    expect(await evaluationsOf(t.app, kept)).toHaveLength(2)
    // The block is in the trash: its file stays, no longer linked to the module, until it is gone for good.
    const fileIds = (await db.select({ id: files.id }).from(files)).map((row) => row.id)
    expect(fileIds).toContain(onlyThere.id)
    expect(fileIds).toContain(alsoElsewhere.id)
    expect(await moduleFileIds(t.app, grid.moduleId)).toEqual([alsoElsewhere.id])
    expect(existsSync(diskPath(t.app.ctx.config, onlyThere.id))).toBe(true)
    expect(existsSync(diskPath(t.app.ctx.config, alsoElsewhere.id))).toBe(true)
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([
      { subject: 'block', kind: 'deleted', name: 'Block 2' },
    ])
  })

  test("another teacher's block answers 404 and stays", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })
    const response = await api(t.app, other.token).post('/blocks/remove', { id: grid.blocks[0]!.id })
    expect(answer(response)).toEqual(notFound)
    expect(await blocksOf(grid.moduleId)).toHaveLength(1)
  })
})
