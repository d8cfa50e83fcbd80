import { FileKind, moduleMessages } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { files } from '../../src/db/schema'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createGrid,
  evaluationsOf,
  type FilledGrid,
  insertFile,
  rateQuestions,
  useFileInQuestion,
} from './module-builders'

const t = useTestApp()

let teacher: TestUser
let colleague: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  colleague = await createUser(t.app)
})
const impact = (moduleId: number, scope: string, targetId?: number, who = teacher) =>
  api(t.app, who.token).get('/modules/removalImpact', {
    id: String(moduleId),
    scope,
    ...(targetId === undefined ? {} : { target_id: String(targetId) }),
  })

/**
 * A 3 x 3 grid with 2 questions per topic. The teacher's class rated column 3; a colleague's class
 * (the module shared and activated by them) rated row 3 and column 1. Files: one only in cell 3.3,
 * one in cells 1.3 and 1.1, one in cell 3.1 that another module uses too.
 */
async function ratedGrid() {
  const grid = await createGrid(t.app, teacher.user.id, {
    rows: 3,
    columns: 3,
    filled: { columns: 3, rows: 3, questions: 2 },
  })
  const questionsIn = (cells: [number, number][]) =>
    cells.flatMap(([column, row]) => grid.at(column, row).questionIds)
  await rateQuestions(
    t.app,
    teacher.user.id,
    questionsIn([
      [3, 1],
      [3, 2],
      [3, 3],
    ]),
  )
  await rateQuestions(
    t.app,
    colleague.user.id,
    questionsIn([
      [1, 3],
      [2, 3],
      [3, 3],
      [1, 1],
      [1, 2],
    ]),
  )
  const only = await insertFile(t.app, teacher.user.id, FileKind.source)
  const twice = await insertFile(t.app, teacher.user.id, FileKind.source)
  const elsewhere = await insertFile(t.app, teacher.user.id, FileKind.source)
  await useFileInQuestion(t.app, grid.moduleId, grid.at(3, 3).questionIds[0]!, only.path)
  await useFileInQuestion(t.app, grid.moduleId, grid.at(1, 3).questionIds[0]!, twice.path)
  await useFileInQuestion(t.app, grid.moduleId, grid.at(1, 1).questionIds[0]!, twice.path)
  await useFileInQuestion(t.app, grid.moduleId, grid.at(3, 1).questionIds[0]!, elsewhere.path)
  const other = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 1 } })
  await useFileInQuestion(t.app, other.moduleId, other.at(1, 1).questionIds[0]!, elsewhere.path)
  return grid
}

const counts = (fields: Partial<Record<string, number>>) => ({
  blocks: 0,
  topics: 0,
  questions: 0,
  files: 0,
  evaluations: 0,
  classes: 0,
  other_teachers_classes: 0,
  ...fields,
})

describe('GET /modules/removalImpact', () => {
  let grid: FilledGrid
  beforeAll(async () => {
    grid = await ratedGrid()
  })

  const cases: [string, ((grid: FilledGrid) => number) | undefined, ReturnType<typeof counts>][] = [
    [
      'module',
      undefined,
      counts({
        blocks: 3,
        topics: 9,
        questions: 18,
        files: 2,
        evaluations: 16,
        classes: 2,
        other_teachers_classes: 1,
      }),
    ],
    [
      'lastRow',
      undefined,
      counts({ topics: 3, questions: 6, files: 1, evaluations: 8, classes: 2, other_teachers_classes: 1 }),
    ],
    [
      'lastColumn',
      undefined,
      counts({
        blocks: 1,
        topics: 3,
        questions: 6,
        files: 1,
        evaluations: 8,
        classes: 2,
        other_teachers_classes: 1,
      }),
    ],
    [
      'block',
      (grid) => grid.blocks[0]!.id,
      counts({
        blocks: 1,
        topics: 3,
        questions: 6,
        files: 1,
        evaluations: 6,
        classes: 1,
        other_teachers_classes: 1,
      }),
    ],
    // Cell 1.3 shares its file with cell 1.1: the file stays.
    [
      'topic',
      (grid) => grid.at(1, 3).id,
      counts({ topics: 1, questions: 2, evaluations: 2, classes: 1, other_teachers_classes: 1 }),
    ],
  ]
  test.each(cases)('%s', async (scope, target, expected) => {
    expect(answer(await impact(grid.moduleId, scope, target?.(grid)))).toEqual({
      status: 200,
      body: expected,
    })
  })

  test('counts what the removal then deletes', async () => {
    const fresh = await ratedGrid()
    const announced = (await impact(fresh.moduleId, 'lastRow')).json()
    const lastRow = [1, 2, 3].flatMap((column) => fresh.at(column, 3).questionIds)
    const ratings = (await evaluationsOf(t.app, lastRow)).length
    const filesBefore = (await t.app.ctx.db.select().from(files)).length
    const shrunk = await api(t.app, teacher.token).post('/modules/update', {
      id: fresh.moduleId,
      name: 'Bruchrechnen',
      rows: 2,
    })
    expect(shrunk.json()).toMatchObject({ topics_count: 6, questions_count: 12 })
    expect(announced).toMatchObject({ topics: 3, questions: 6, evaluations: ratings })
    const filesGone = async () => filesBefore - (await t.app.ctx.db.select().from(files)).length
    // The row is in the trash with its files; deleted for good, the files it announced go.
    expect(await filesGone()).toBe(0)
    const { trash_id: trashId } = shrunk.json() as { trash_id: number }
    expect((await api(t.app, teacher.token).post('/trash/remove', { id: trashId })).statusCode).toBe(200)
    expect(await filesGone()).toBe(announced.files)
  })

  test('asks which block or topic; one of another module, or another teacher, answers 404', async () => {
    expect(answer(await impact(grid.moduleId, 'block'))).toEqual(
      invalid({ target_id: [moduleMessages.removalTargetRequired] }),
    )
    const other = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })
    expect(answer(await impact(grid.moduleId, 'block', other.blocks[0]!.id))).toEqual(notFound)
    expect(answer(await impact(grid.moduleId, 'topic', other.at(1, 1).id))).toEqual(notFound)
    expect(answer(await impact(grid.moduleId, 'module', undefined, colleague))).toEqual(notFound)
    expect(answer(await impact(grid.moduleId, 'everything'))).toMatchObject({ status: 422 })
  })
})
