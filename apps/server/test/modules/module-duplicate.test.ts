import { FileKind, ModuleStatus, moduleMessages, SolutionType } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { files, modules } from '../../src/db/schema'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  changesOfModule,
  createGrid,
  insertFile,
  insertModule,
  moduleFileIds,
  questionBody,
  topicBody,
} from './module-builders'

const t = useTestApp()

let teacher: TestUser
let other: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  other = await createUser(t.app)
})
const duplicate = (moduleId: number, who = teacher, title = 'Kopie') =>
  api(t.app, who.token).post('/modules/duplicate', { module_id: moduleId, new_title: title })
const detail = async (id: number) =>
  (await api(t.app, teacher.token).get('/modules/byId', { id: String(id) })).json()

/** The grid without the ids the copy gets anew. */
function shape(module: { blocks: { topics: { questions: object[] }[] }[] }) {
  const strip = <T extends object>(row: T, keys: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)))
  return module.blocks.map((block) => ({
    ...strip(block, ['id', 'module_id']),
    topics: block.topics.map((topic) => ({
      ...strip(topic, ['id', 'block_id']),
      questions: topic.questions.map((question) => ({
        ...strip(question, ['id', 'solution_id', 'created_at']),
        solution: (question as { solution: object | null }).solution
          ? strip((question as { solution: object }).solution, ['id'])
          : null,
      })),
    })),
  }))
}

describe('POST /modules/duplicate', () => {
  test('makes a new draft of the caller with a deep copy of the grid, the cover and the file links', async () => {
    const grid = await createGrid(t.app, teacher.user.id, {
      name: 'Original',
      description: 'Mit allem',
      rows: 4,
      columns: 5,
      statusId: ModuleStatus.finished,
      filled: { columns: 3, rows: 2, questions: 3 },
    })
    const sheet = await insertFile(t.app, teacher.user.id, FileKind.content)
    const source = await insertFile(t.app, teacher.user.id, FileKind.source)
    const cover = await insertFile(t.app, teacher.user.id, FileKind.cover)
    await t.app.ctx.db.update(modules).set({ coverFileId: cover.id }).where(eq(modules.id, grid.moduleId))
    // A topic with every kind of content, through the API (it links the files to the module).
    await t.app.ctx.db
      .update(modules)
      .set({ statusId: ModuleStatus.draft })
      .where(eq(modules.id, grid.moduleId))
    const stored = await api(t.app, teacher.token).post(
      '/topics/store',
      topicBody(grid.blocks[0]!.id, 4, {
        topic_type_id: 3,
        questions: [
          questionBody('Mit Blatt', {
            link: sheet.path,
            is_local_link: true,
            source_question: source.path,
            solution: { content_type_id: SolutionType.file, content: sheet.path },
          }),
          questionBody('Mit Link', {
            link: 'example.org',
            solution: { content_type_id: SolutionType.link, content: 'example.org/l' },
          }),
        ],
      }),
    )
    expect(stored.statusCode, stored.body).toBe(200)
    await t.app.ctx.db
      .update(modules)
      .set({ statusId: ModuleStatus.finished })
      .where(eq(modules.id, grid.moduleId))
    const original = await detail(grid.moduleId)
    const filesBefore = await t.app.ctx.db.select().from(files)

    const response = await duplicate(grid.moduleId, teacher, ' Meine Kopie ')
    expect(answer(response)).toEqual({ status: 200, body: { id: expect.any(Number) } })
    const copyId = response.json().id
    const copy = await detail(copyId)
    expect(copy).toMatchObject({
      name: 'Meine Kopie',
      description: 'Mit allem',
      rows: 4,
      columns: 5,
      status_id: ModuleStatus.draft,
      published_module_id: 0,
      admin_id: teacher.user.id,
      cover_path: cover.path,
      blocks_count: 3,
      topics_count: 7,
      questions_count: 20,
      rearrange_blocked_by: null,
    })
    expect(shape(copy)).toEqual(shape(original))
    const originalIds = new Set(
      original.blocks.flatMap((block: { topics: { id: number }[] }) => block.topics.map((topic) => topic.id)),
    )
    expect(
      copy.blocks
        .flatMap((block: { topics: { id: number }[] }) => block.topics)
        .some((topic: { id: number }) => originalIds.has(topic.id)),
    ).toBe(false)
    expect(await moduleFileIds(t.app, copyId)).toEqual(await moduleFileIds(t.app, grid.moduleId))
    expect(await t.app.ctx.db.select().from(files)).toEqual(filesBefore)
    expect(await detail(grid.moduleId)).toEqual(original)
    expect(await changesOfModule(t.app, copyId)).toEqual([
      { subject: 'module', kind: 'new', name: 'Meine Kopie' },
    ])
  })

  test('the copy lives on its own: changes and removal of one leave the other and its files', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 1 } })
    const sheet = await insertFile(t.app, teacher.user.id, FileKind.source)
    const question = grid.at(1, 1).questionIds[0]!
    const client = api(t.app, teacher.token)
    const linked = await client.post('/topics/update', {
      id: grid.at(1, 1).id,
      title: 'Thema 1.1',
      order: 1,
      questions: [{ id: question, title: 'Frage', description: 'x', source_question: sheet.path }],
    })
    expect(linked.statusCode, linked.body).toBe(200)
    const copyId = (await duplicate(grid.moduleId)).json().id
    expect((await client.post('/topics/remove', { id: grid.at(1, 1).id })).statusCode).toBe(200)
    expect((await detail(copyId)).topics_count).toBe(1)
    expect(await moduleFileIds(t.app, copyId)).toEqual([sheet.id])
    expect((await client.post('/modules/remove', { id: grid.moduleId })).statusCode).toBe(200)
    expect(await t.app.ctx.db.select({ id: files.id }).from(files).where(eq(files.id, sheet.id))).toEqual([
      { id: sheet.id },
    ])
  })

  test('takes the same number of statements for a small and a large grid', async () => {
    const small = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 1 } })
    const large = await createGrid(t.app, teacher.user.id, { filled: { columns: 6, rows: 6, questions: 4 } })
    const statements = async (id: number) => {
      const before = t.app.ctx.database.queries.count
      expect((await duplicate(id)).statusCode).toBe(200)
      return t.app.ctx.database.queries.count - before
    }
    expect(await statements(small.moduleId)).toBe(await statements(large.moduleId))
  })

  test('asks for a name; a module the caller may not view answers 404 and nothing is made', async () => {
    const module = await insertModule(t.app, teacher.user.id)
    expect(answer(await duplicate(module.id, teacher, ' '))).toEqual(
      invalid({ new_title: [moduleMessages.duplicateNameRequired] }),
    )
    const before = await t.app.ctx.db.select({ id: modules.id }).from(modules)
    expect(answer(await duplicate(module.id, other))).toEqual(notFound)
    expect(await t.app.ctx.db.select({ id: modules.id }).from(modules)).toEqual(before)
  })
})
