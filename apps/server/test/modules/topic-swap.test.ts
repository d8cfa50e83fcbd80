import { ModuleStatus, moduleMessages } from '@lernraster/shared'
import { asc, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { topics } from '../../src/db/schema'
import { classWithStudents, insertActivation } from '../activations/activation-builders'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { changesOfModule, createGrid, type FilledGrid, insertModule } from './module-builders'

const t = useTestApp()
const m = moduleMessages

let teacher: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
})
const swap = (topicId: number, blockId: number, order: number) =>
  api(t.app, teacher.token).post('/topics/swap', {
    topic_id: topicId,
    new_block_id: blockId,
    new_order: order,
  })
const moved = { status: 200, body: { message: m.topicMoved } }

/** "column.row" of each topic of the grid, by topic id. */
async function cells(grid: FilledGrid): Promise<Record<number, string>> {
  const rows = await t.app.ctx.db
    .select({ id: topics.id, blockId: topics.blockId, order: topics.order })
    .from(topics)
    .where(
      inArray(
        topics.blockId,
        grid.blocks.map((block) => block.id),
      ),
    )
    .orderBy(asc(topics.id))
  const column = new Map(grid.blocks.map((block) => [block.id, block.order]))
  return Object.fromEntries(rows.map((row) => [row.id, `${column.get(row.blockId)}.${row.order}`]))
}

describe('POST /topics/swap', () => {
  test('moves a topic into an empty cell of another block', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 2, rows: 1 } })
    const topic = grid.at(1, 1)
    expect(answer(await swap(topic.id, grid.blocks[1]!.id, 4))).toEqual(moved)
    expect(await cells(grid)).toEqual({ [topic.id]: '2.4', [grid.at(2, 1).id]: '2.1' })
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([
      { subject: 'topic', kind: 'updated', name: 'Thema 1.1' },
    ])
  })

  test('swaps two topics, also in a full 12 x 12 grid where no cell is free', async () => {
    const grid = await createGrid(t.app, teacher.user.id, {
      rows: 12,
      columns: 12,
      filled: { columns: 12, rows: 12, questions: 0 },
    })
    const a = grid.at(3, 5)
    const b = grid.at(11, 12)
    const c = grid.at(3, 6)
    expect(answer(await swap(a.id, grid.blocks[10]!.id, 12))).toEqual(moved)
    // Within one column too.
    expect(answer(await swap(b.id, grid.blocks[2]!.id, 6))).toEqual(moved)
    const after = await cells(grid)
    expect([after[a.id], after[b.id], after[c.id]]).toEqual(['11.12', '3.6', '3.5'])
    expect(new Set(Object.values(after)).size).toBe(144)
  })

  test('the same cell changes nothing', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })
    const topic = grid.at(1, 1)
    expect(answer(await swap(topic.id, topic.blockId, 1))).toEqual(moved)
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([])
  })

  test("refuses a row outside the module's grid and a block of another module", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { rows: 3, filled: { columns: 1, rows: 1 } })
    const elsewhere = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 0 } })
    const topic = grid.at(1, 1)
    expect(answer(await swap(topic.id, topic.blockId, 4))).toEqual(
      invalid({ new_order: [m.topicOrderOutsideGrid] }),
    )
    expect(answer(await swap(topic.id, topic.blockId, 13))).toEqual(
      invalid({ new_order: [m.topicOrderOutsideGrid] }),
    )
    expect(answer(await swap(topic.id, elsewhere.blocks[0]!.id, 1))).toEqual(notFound)
    expect(await cells(grid)).toEqual({ [topic.id]: '1.1' })
  })

  test('only a draft without a published copy may be rearranged (409)', async () => {
    const published = await insertModule(t.app, teacher.user.id, { statusId: ModuleStatus.published })
    for (const fields of [
      { statusId: ModuleStatus.finished },
      { statusId: ModuleStatus.active },
      { publishedModuleId: published.id },
    ]) {
      const grid = await createGrid(t.app, teacher.user.id, { ...fields, filled: { columns: 1, rows: 1 } })
      const topic = grid.at(1, 1)
      expect(answer(await swap(topic.id, topic.blockId, 2))).toEqual({
        status: 409,
        body: { code: 'conflict', message: m.notRearrangeable },
      })
      expect(await cells(grid)).toEqual({ [topic.id]: '1.1' })
    }
  })

  test('a module a class runs keeps its cells: the ratings hang on them (409)', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })
    const { group, subject } = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const activation = { moduleId: grid.moduleId, teacherId: teacher.user.id, groupId: group.id }
    await insertActivation(t.app, { ...activation, subjectId: subject.id })
    const topic = grid.at(1, 1)
    expect(answer(await swap(topic.id, topic.blockId, 2))).toEqual({
      status: 409,
      body: { code: 'conflict', message: m.notRearrangeable },
    })
    const byId = await api(t.app, teacher.token).get('/modules/byId', { id: String(grid.moduleId) })
    expect(byId.json().rearrange_blocked_by).toBe('active')
  })

  test("another teacher's topic answers 404 and stays", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })
    const stranger = await createUser(t.app)
    const topic = grid.at(1, 1)
    const response = await api(t.app, stranger.token).post('/topics/swap', {
      topic_id: topic.id,
      new_block_id: topic.blockId,
      new_order: 2,
    })
    expect(answer(response)).toEqual(notFound)
    expect(await cells(grid)).toEqual({ [topic.id]: '1.1' })
  })

  test('two moves into the same empty cell at once: one after the other, and the grid stays whole', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 2, rows: 2 } })
    const a = grid.at(1, 1)
    const b = grid.at(2, 2)
    const target = grid.blocks[0]!.id
    const responses = await Promise.all([swap(a.id, target, 5), swap(b.id, target, 5)])
    expect(responses.map(answer)).toEqual([moved, moved])
    // The second move found the cell taken by the first and traded places with it (docs/product/modules.md
    // "Rearranging topics": a drop on a filled cell swaps): exactly one topic is in the cell, and none is
    // lost.
    const after = await cells(grid)
    const aFirst = { ...after, [a.id]: '2.2', [b.id]: '1.5' }
    const bFirst = { ...after, [a.id]: '1.5', [b.id]: '1.1' }
    expect([aFirst, bFirst]).toContainEqual(after)
    expect(Object.values(after).filter((cell) => cell === '1.5')).toHaveLength(1)
    expect(new Set(Object.values(after)).size).toBe(4)
  })
})
