import { existsSync } from 'node:fs'
import { FileKind, ModuleStatus, moduleMessages, SolutionType } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { files, moduleFiles, questions, solutions, topics } from '../../src/db/schema'
import { diskPath } from '../../src/modules/core/file-store'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  changesOfModule,
  createGrid,
  evaluationsOf,
  type FilledGrid,
  insertFile,
  moduleFileIds,
  questionBody,
  rateQuestions,
  topicBody,
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
const topicsOfBlock = (blockId: number) =>
  t.app.ctx.db.select().from(topics).where(eq(topics.blockId, blockId)).orderBy(asc(topics.order))
const storedQuestions = (topicId: number) =>
  t.app.ctx.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.order))

/** A 3 x 3 module of the teacher with one block and no topics. */
const emptyBlock = async () => {
  const grid = await createGrid(t.app, teacher.user.id, {
    rows: 3,
    columns: 3,
    filled: { columns: 1, rows: 0 },
  })
  return { grid, blockId: grid.blocks[0]!.id }
}

describe('POST /topics/store', () => {
  test('creates the topic with its questions in list order, empty rows dropped, links and solutions stored', async () => {
    const { grid, blockId } = await emptyBlock()
    const sheet = await insertFile(t.app, teacher.user.id, FileKind.content)
    const source = await insertFile(t.app, teacher.user.id, FileKind.source)
    const response = await asTeacher().post(
      '/topics/store',
      topicBody(blockId, 2, {
        title: ' Brüche ',
        topic_type_id: 2,
        questions: [
          questionBody('Ich kann Brüche kürzen', {
            link: ' www.brueche.ch/kuerzen ',
            solution: { content_type_id: SolutionType.text, content: ' 3/4 ' },
          }),
          { title: '', description: '' },
          questionBody('Ich kann Brüche erweitern', {
            link: sheet.path,
            is_local_link: true,
            source_question: source.path,
            solution: { content_type_id: SolutionType.file, content: sheet.path },
          }),
          questionBody('Ich kann Brüche addieren', {
            solution: { content_type_id: SolutionType.link, content: 'https://example.org/addieren' },
          }),
          { title: '   ' },
        ],
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const topic = response.json()
    expect(topic).toMatchObject({
      title: 'Brüche',
      order: 2,
      block_id: blockId,
      topic_type_id: 2,
      topic_type: { id: 2, name: 'exercise' },
      questions_count: 3,
    })
    expect(topic.questions).toEqual([
      {
        id: expect.any(Number),
        title: 'Ich kann Brüche kürzen',
        description: 'Beschreibung: Ich kann Brüche kürzen',
        link: 'http://www.brueche.ch/kuerzen',
        is_local_link: false,
        has_solution: true,
        source_question: null,
        source_solution: null,
        solution: { id: expect.any(Number), content: '3/4', content_type_id: SolutionType.text },
        solution_id: expect.any(Number),
        order: 1,
        created_at: t.app.ctx.clock.now().toISOString(),
      },
      expect.objectContaining({
        title: 'Ich kann Brüche erweitern',
        link: sheet.path,
        is_local_link: true,
        source_question: source.path,
        solution: expect.objectContaining({ content: sheet.path, content_type_id: SolutionType.file }),
        order: 2,
      }),
      expect.objectContaining({
        title: 'Ich kann Brüche addieren',
        link: null,
        has_solution: true,
        solution: expect.objectContaining({ content: 'https://example.org/addieren' }),
        order: 3,
      }),
    ])
    expect(await moduleFileIds(t.app, grid.moduleId)).toEqual([sheet.id, source.id].sort())
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([
      { subject: 'topic', kind: 'new', name: 'Brüche' },
      { subject: 'question', kind: 'new', name: 'Ich kann Brüche kürzen' },
      { subject: 'question', kind: 'new', name: 'Ich kann Brüche erweitern' },
      { subject: 'question', kind: 'new', name: 'Ich kann Brüche addieren' },
    ])
  })

  test('refuses a row outside the grid, a taken cell, an unknown type and a missing title; nothing is written', async () => {
    const { grid, blockId } = await emptyBlock()
    expect((await asTeacher().post('/topics/store', topicBody(blockId, 1))).statusCode).toBe(200)
    const store = (fields: object) =>
      asTeacher().post('/topics/store', { ...topicBody(blockId, 2), ...fields })
    expect(answer(await store({ order: 4 }))).toEqual(invalid({ order: [m.topicOrderOutsideGrid] }))
    expect(answer(await store({ order: 1 }))).toEqual(invalid({ order: [m.topicCellTaken] }))
    expect(answer(await store({ topic_type_id: 99 }))).toEqual(
      invalid({ topic_type_id: [m.topicTypeUnknown] }),
    )
    expect(answer(await store({ title: '  ' }))).toEqual(invalid({ title: [m.topicTitleRequired] }))
    expect(answer(await store({ block_id: 999999 }))).toEqual(notFound)
    expect(await topicsOfBlock(blockId)).toHaveLength(1)
    expect(await changesOfModule(t.app, grid.moduleId)).toHaveLength(2)
  })

  test('names every question that is missing its title or description, and asks for one question', async () => {
    const { blockId } = await emptyBlock()
    const store = (list: object[]) =>
      asTeacher().post('/topics/store', topicBody(blockId, 1, { questions: list }))
    expect(answer(await store([]))).toEqual(invalid({ questions: [m.topicNeedsQuestion] }))
    expect(answer(await store([{ title: '' }, { title: ' ' }]))).toEqual(
      invalid({ questions: [m.topicNeedsQuestion] }),
    )
    expect(
      answer(
        await store([
          questionBody('Ich kann zählen'),
          { title: '', description: 'Eine Beschreibung ohne Titel' },
          { title: 'Ohne Beschreibung' },
          { title: '', link: 'www.example.org' },
        ]),
      ),
    ).toEqual(
      invalid({
        'questions.1.title': [m.questionTitleRequired],
        'questions.2.description': [m.questionDescriptionRequired],
        'questions.3.title': [m.questionTitleRequired],
      }),
    )
    const tooMany = Array.from({ length: 31 }, (_, index) => questionBody(`Frage ${index}`))
    expect(answer(await store(tooMany))).toEqual(invalid({ questions: [m.tooManyQuestions] }))
    expect(answer(await store([questionBody('Ich kann', { id: 1 })]))).toEqual(
      invalid({ 'questions.0.id': [m.questionNotInTopic] }),
    )
    expect(await topicsOfBlock(blockId)).toEqual([])
  })

  test('links must be web addresses or files of the right kind that the teacher may use', async () => {
    const { grid, blockId } = await emptyBlock()
    const own = await insertFile(t.app, teacher.user.id, FileKind.content)
    const ownSource = await insertFile(t.app, teacher.user.id, FileKind.source)
    const foreign = await insertFile(t.app, other.user.id, FileKind.content)
    const missing = '/api/teacher/v1/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    const response = await asTeacher().post(
      '/topics/store',
      topicBody(blockId, 1, {
        questions: [
          questionBody('Web', { link: 'javascript:alert(1)' }),
          questionBody('Lokal ohne Pfad', { link: 'www.example.org', is_local_link: true }),
          questionBody('Fremd', { link: foreign.path, is_local_link: true }),
          questionBody('Weg', { source_solution: missing }),
          questionBody('Quelle als Lösung', {
            solution: { content_type_id: SolutionType.file, content: ownSource.path },
          }),
          questionBody('Inhalt als Quelle', { source_question: own.path }),
        ],
      }),
    )
    expect(answer(response)).toEqual(
      invalid({ 'questions.0.link': [m.linkInvalid], 'questions.1.link': [m.fileUnknown] }),
    )
    const files = await asTeacher().post(
      '/topics/store',
      topicBody(blockId, 1, {
        questions: [
          questionBody('Fremd', { link: foreign.path, is_local_link: true }),
          questionBody('Weg', { source_solution: missing }),
          questionBody('Quelle als Lösung', {
            solution: { content_type_id: SolutionType.file, content: ownSource.path },
          }),
          questionBody('Inhalt als Quelle', { source_question: own.path }),
        ],
      }),
    )
    expect(answer(files)).toEqual(
      invalid({
        'questions.0.link': [m.fileUnknown],
        'questions.1.source_solution': [m.fileUnknown],
        'questions.2.solution.content': [m.fileWrongKind],
        'questions.3.source_question': [m.fileWrongKind],
      }),
    )
    expect(await topicsOfBlock(blockId)).toEqual([])
    expect(await moduleFileIds(t.app, grid.moduleId)).toEqual([])
  })

  test("another teacher's file already used by the module (a copy of a shared module) may be named", async () => {
    const { grid, blockId } = await emptyBlock()
    const inherited = await insertFile(t.app, other.user.id, FileKind.content)
    await t.app.ctx.db.insert(moduleFiles).values({ moduleId: grid.moduleId, fileId: inherited.id })
    const response = await asTeacher().post(
      '/topics/store',
      topicBody(blockId, 1, {
        questions: [questionBody('Geerbt', { link: inherited.path, is_local_link: true })],
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
  })

  test("another teacher's block answers 404 and gets no topic", async () => {
    const { blockId } = await emptyBlock()
    expect(answer(await api(t.app, other.token).post('/topics/store', topicBody(blockId, 1)))).toEqual(
      notFound,
    )
    expect(await topicsOfBlock(blockId)).toEqual([])
  })
})

describe('POST /topics/update', () => {
  /** A topic with three questions (solutions on the first and third) that another teacher's class rated. */
  const ratedTopic = async () => {
    const grid = await createGrid(t.app, teacher.user.id, {
      rows: 3,
      filled: { columns: 1, rows: 2, questions: 3 },
    })
    const topic = grid.at(1, 1)
    await rateQuestions(t.app, other.user.id, topic.questionIds)
    return { grid, topic }
  }
  const update = (grid: FilledGrid, topicId: number, fields: object) =>
    asTeacher().post('/topics/update', {
      id: topicId,
      title: 'Thema 1.1',
      description: '',
      order: grid.topics.find((topic) => topic.id === topicId)!.row,
      topic_type_id: 1,
      ...fields,
    })

  test('creates, updates, reorders and deletes questions in one call; a deleted one takes its ratings', async () => {
    const { grid, topic } = await ratedTopic()
    const [first, second, third] = topic.questionIds
    const response = await update(grid, topic.id, {
      title: 'Thema neu',
      questions: [
        // The third question moves up and loses its solution; the first is unchanged but moves down.
        { id: third, title: `Ich kann ${topic.id}.3`, description: 'Beschreibung' },
        questionBody('Ganz neu', { solution: { content_type_id: SolutionType.text, content: 'Neu' } }),
        {
          id: first,
          title: `Ich kann ${topic.id}.1`,
          description: 'Beschreibung',
          solution: { content_type_id: SolutionType.text, content: `Lösung ${first}` },
        },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const answerTopic = response.json()
    expect(answerTopic.title).toBe('Thema neu')
    expect(
      answerTopic.questions.map((q: { id: number; order: number; has_solution: boolean }) => [
        q.id,
        q.order,
        q.has_solution,
      ]),
    ).toEqual([
      [third, 1, false],
      [expect.any(Number), 2, true],
      [first, 3, true],
    ])
    expect((await storedQuestions(topic.id)).map((question) => question.id)).toEqual(
      answerTopic.questions.map((question: { id: number }) => question.id),
    )
    expect(await evaluationsOf(t.app, [second!])).toEqual([])
    expect(await evaluationsOf(t.app, [first!, third!])).toHaveLength(2)
    expect(await t.app.ctx.db.select().from(solutions).where(eq(solutions.questionId, third!))).toEqual([])
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([
      { subject: 'topic', kind: 'updated', name: 'Thema neu' },
      { subject: 'question', kind: 'new', name: 'Ganz neu' },
      { subject: 'question', kind: 'updated', name: `Ich kann ${topic.id}.3` },
      { subject: 'question', kind: 'updated', name: `Ich kann ${topic.id}.1` },
      { subject: 'question', kind: 'deleted', name: `Ich kann ${topic.id}.2` },
    ])
  })

  test('an unchanged save writes no change record; questions of another topic are refused', async () => {
    const { grid, topic } = await ratedTopic()
    const unchanged = topic.questionIds.map((id, index) => ({
      id,
      title: `Ich kann ${topic.id}.${index + 1}`,
      description: 'Beschreibung',
      ...(index % 2 === 0
        ? { solution: { content_type_id: SolutionType.text, content: `Lösung ${id}` } }
        : {}),
    }))
    expect((await update(grid, topic.id, { questions: unchanged })).statusCode).toBe(200)
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([])
    const neighbour = grid.at(1, 2).questionIds[0]!
    const stolen = await update(grid, topic.id, {
      questions: [...unchanged, { id: neighbour, title: 'Geklaut', description: 'x' }, { ...unchanged[0]! }],
    })
    expect(answer(stolen)).toEqual(
      invalid({ 'questions.3.id': [m.questionNotInTopic], 'questions.4.id': [m.questionNotInTopic] }),
    )
    expect((await storedQuestions(grid.at(1, 2).id)).map((question) => question.id)).toContain(neighbour)
  })

  test('a file the topic no longer names is deleted, row and disk', async () => {
    const { grid, blockId } = await emptyBlock()
    const sheet = await insertFile(t.app, teacher.user.id, FileKind.content)
    const stored = await asTeacher().post(
      '/topics/store',
      topicBody(blockId, 1, {
        questions: [questionBody('Mit Blatt', { link: sheet.path, is_local_link: true })],
      }),
    )
    const question = stored.json().questions[0]
    const response = await asTeacher().post('/topics/update', {
      id: stored.json().id,
      title: 'Mit Blatt',
      order: 1,
      questions: [{ id: question.id, title: 'Mit Blatt', description: question.description }],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(await moduleFileIds(t.app, grid.moduleId)).toEqual([])
    expect(await t.app.ctx.db.select().from(files).where(eq(files.id, sheet.id))).toEqual([])
    expect(existsSync(diskPath(t.app.ctx.config, sheet.id))).toBe(false)
  })

  test('another row moves the topic only in a module that may be rearranged', async () => {
    const { grid, topic } = await ratedTopic()
    const questionsNow = topic.questionIds.map((id) => ({ id, title: 'Frage', description: 'Beschreibung' }))
    expect(answer(await update(grid, topic.id, { order: 2, questions: questionsNow }))).toEqual(
      invalid({ order: [m.topicCellTaken] }),
    )
    expect(answer(await update(grid, topic.id, { order: 4, questions: questionsNow }))).toEqual(
      invalid({ order: [m.topicOrderOutsideGrid] }),
    )
    expect((await update(grid, topic.id, { order: 3, questions: questionsNow })).json().order).toBe(3)
    const finished = await createGrid(t.app, teacher.user.id, {
      statusId: ModuleStatus.finished,
      filled: { columns: 1, rows: 1, questions: 1 },
    })
    const only = finished.at(1, 1)
    const moved = await update(finished, only.id, {
      order: 2,
      questions: [{ id: only.questionIds[0], title: 'Frage', description: 'x' }],
    })
    expect(answer(moved)).toEqual({ status: 409, body: { code: 'conflict', message: m.notRearrangeable } })
  })

  test('the statements per save do not grow with the number of questions', async () => {
    const { blockId } = await emptyBlock()
    const statements = async (count: number, order: number) => {
      const list = Array.from({ length: count }, (_, index) =>
        questionBody(`Frage ${index}`, { solution: { content_type_id: SolutionType.text, content: 'L' } }),
      )
      const created = (
        await asTeacher().post('/topics/store', topicBody(blockId, order, { questions: list }))
      ).json()
      const before = t.app.ctx.database.queries.count
      const changed = created.questions.map((question: { id: number }, index: number) => ({
        id: question.id,
        title: `Neu ${index}`,
        description: 'anders',
        solution: index % 2 === 0 ? null : { content_type_id: SolutionType.link, content: 'example.org' },
      }))
      const response = await asTeacher().post('/topics/update', {
        id: created.id,
        title: 'T',
        order,
        questions: [...changed.slice(1), questionBody('Dazu')],
      })
      expect(response.statusCode, response.body).toBe(200)
      return t.app.ctx.database.queries.count - before
    }
    expect(await statements(3, 1)).toBe(await statements(25, 2))
  })
})

describe('POST /topics/remove', () => {
  test("takes the topic's questions and the ratings of every class, and records it", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 2, questions: 2 } })
    const topic = grid.at(1, 2)
    await rateQuestions(t.app, other.user.id, topic.questionIds)
    const response = await asTeacher().post('/topics/remove', { id: topic.id })
    expect(answer(response)).toEqual({
      status: 200,
      body: { message: m.topicRemoved, trash_id: expect.any(Number) },
    })
    expect((await topicsOfBlock(grid.blocks[0]!.id)).map((row) => row.id)).toEqual([grid.at(1, 1).id])
    expect(await evaluationsOf(t.app, topic.questionIds)).toEqual([])
    expect(await changesOfModule(t.app, grid.moduleId)).toEqual([
      { subject: 'topic', kind: 'deleted', name: 'Thema 1.2' },
    ])
  })

  test("another teacher's topic answers 404 and stays", async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1 } })
    expect(answer(await api(t.app, other.token).post('/topics/remove', { id: grid.at(1, 1).id }))).toEqual(
      notFound,
    )
    expect(await topicsOfBlock(grid.blocks[0]!.id)).toHaveLength(1)
  })
})
