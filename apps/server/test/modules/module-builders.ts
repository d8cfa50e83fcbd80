import { writeFileSync } from 'node:fs'
import { FileKind, type FileKindName, ModuleStatus, SolutionType } from '@lernraster/shared'
import { asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  blocks,
  evaluations,
  files,
  moduleChanges,
  moduleFiles,
  moduleMetaData,
  modules,
  questions,
  solutions,
  topics,
} from '../../src/db/schema'
import { diskPath, newFileId, storedPath } from '../../src/modules/core/file-store'
import { syncModuleFiles } from '../../src/modules/core/module-file-references'
import {
  createClass,
  createEvent,
  createSubjectRow,
  daysFromNow,
  insertStudent,
} from '../school/school-builders'

// Modules straight in the database, in a handful of statements whatever their size, so that tests
// set up big grids quickly and read them back through the API.

export interface ModuleFields {
  name?: string
  description?: string
  rows?: number
  columns?: number
  statusId?: number
  publishedModuleId?: number | null
}

export async function insertModule(app: FastifyInstance, ownerId: number, fields: ModuleFields = {}) {
  const now = app.ctx.clock.now()
  const [row] = await app.ctx.db
    .insert(modules)
    .values({
      ownerId,
      name: fields.name ?? 'Bruchrechnen',
      description: fields.description ?? '',
      rows: fields.rows ?? 6,
      columns: fields.columns ?? 6,
      statusId: fields.statusId ?? ModuleStatus.draft,
      publishedModuleId: fields.publishedModuleId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return row!
}

/**
 * A store copy of `originId` as publishing makes it (decision 018): a module of the author with the
 * origin, metadata (Swiss lookups, `crystals`), published when its status says so; the original points
 * at it. Its grid stays empty unless the test fills it.
 */
export async function insertStoreCopy(
  app: FastifyInstance,
  origin: { id: number; ownerId: number; name: string },
  options: { statusId: number; crystals?: number; superseded?: boolean },
) {
  const now = app.ctx.clock.now()
  const [copy] = await app.ctx.db
    .insert(modules)
    .values({
      ownerId: origin.ownerId,
      name: origin.name,
      statusId: options.statusId,
      originModuleId: origin.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const published = options.statusId === ModuleStatus.published
  await app.ctx.db.insert(moduleMetaData).values({
    moduleId: copy!.id,
    description: `Beschreibung von ${origin.name}`,
    crystals: options.crystals ?? 10,
    lernrasterSubjectId: 1,
    schoolLevelId: 1,
    schoolTypeId: 1,
    languageId: 1,
    countryId: 1,
    submittedAt: now,
    reviewedAt: options.statusId === ModuleStatus.awaitingConfirmation ? null : now,
    publishedAt: published ? now : null,
    supersededAt: options.superseded ? now : null,
    updatedAt: now,
  })
  await app.ctx.db.update(modules).set({ publishedModuleId: copy!.id }).where(eq(modules.id, origin.id))
  return copy!
}

export interface FilledTopic {
  id: number
  blockId: number
  /** Column and row of the cell. */
  column: number
  row: number
  questionIds: number[]
}

export interface FilledGrid {
  moduleId: number
  blocks: { id: number; order: number }[]
  topics: FilledTopic[]
  /** The topic in a cell. */
  at(column: number, row: number): FilledTopic
}

/**
 * Fills `columns` x `rows` cells of a module: one block per column, one topic per cell, `questions`
 * questions per topic, every second one with a text solution. Four statements.
 */
export async function fillGrid(
  app: FastifyInstance,
  moduleId: number,
  shape: { columns: number; rows: number; questions?: number },
): Promise<FilledGrid> {
  const db = app.ctx.db
  const now = app.ctx.clock.now()
  const perTopic = shape.questions ?? 2
  const times = <T>(count: number, make: (index: number) => T) =>
    Array.from({ length: count }, (_, index) => make(index))
  const blockValues = times(shape.columns, (index) => ({
    moduleId,
    name: `Block ${index + 1}`,
    order: index + 1,
  }))
  const blockRows =
    blockValues.length === 0
      ? []
      : await db.insert(blocks).values(blockValues).returning({ id: blocks.id, order: blocks.order })
  const topicValues = blockRows.flatMap((block) =>
    times(shape.rows, (index) => ({
      blockId: block.id,
      title: `Thema ${block.order}.${index + 1}`,
      order: index + 1,
    })),
  )
  const topicRows =
    topicValues.length === 0
      ? []
      : await db
          .insert(topics)
          .values(topicValues)
          .returning({ id: topics.id, blockId: topics.blockId, order: topics.order })
  const questionValues = topicRows.flatMap((topic) =>
    times(perTopic, (index) => ({
      topicId: topic.id,
      title: `Ich kann ${topic.id}.${index + 1}`,
      description: 'Beschreibung',
      order: index + 1,
      createdAt: now,
    })),
  )
  const questionRows =
    questionValues.length === 0
      ? []
      : await db
          .insert(questions)
          .values(questionValues)
          .returning({ id: questions.id, topicId: questions.topicId, order: questions.order })
  const withSolution = questionRows.filter((question) => question.order % 2 === 1)
  if (withSolution.length > 0) {
    await db.insert(solutions).values(
      withSolution.map((question) => ({
        questionId: question.id,
        content: `Lösung ${question.id}`,
        contentTypeId: SolutionType.text,
      })),
    )
  }
  const columnOf = new Map(blockRows.map((block) => [block.id, block.order]))
  const filled = topicRows.map((topic) => ({
    id: topic.id,
    blockId: topic.blockId,
    column: columnOf.get(topic.blockId)!,
    row: topic.order,
    questionIds: questionRows
      .filter((question) => question.topicId === topic.id)
      .sort((a, b) => a.order - b.order)
      .map((question) => question.id),
  }))
  return {
    moduleId,
    blocks: blockRows,
    topics: filled,
    at: (column, row) => filled.find((topic) => topic.column === column && topic.row === row)!,
  }
}

/** A module of the owner with a filled grid. */
export async function createGrid(
  app: FastifyInstance,
  ownerId: number,
  shape: ModuleFields & { filled?: { columns: number; rows: number; questions?: number } } = {},
): Promise<FilledGrid> {
  const module = await insertModule(app, ownerId, shape)
  return fillGrid(app, module.id, shape.filled ?? { columns: 0, rows: 0 })
}

/** An uploaded file of the owner: its row and a small file on disk. */
export async function insertFile(
  app: FastifyInstance,
  ownerId: number,
  kind: FileKindName = FileKind.content,
) {
  const id = newFileId()
  writeFileSync(diskPath(app.ctx.config, id), '%PDF-1.4 test')
  await app.ctx.db.insert(files).values({
    id,
    ownerId,
    originalName: 'arbeitsblatt.pdf',
    contentType: 'application/pdf',
    size: 13,
    kind,
    createdAt: app.ctx.clock.now(),
  })
  return { id, path: storedPath(id) }
}

/** Points the question's source at the file and brings the module's file links in line. */
export async function useFileInQuestion(
  app: FastifyInstance,
  moduleId: number,
  questionId: number,
  path: string,
) {
  await app.ctx.db.update(questions).set({ sourceQuestion: path }).where(eq(questions.id, questionId))
  await syncModuleFiles(app.ctx.db, moduleId)
}

/**
 * A class of `teacherId` (with one student) that rated the questions in a module event: the ratings
 * that removing questions must take with them, whoever's class it is.
 */
export async function rateQuestions(app: FastifyInstance, teacherId: number, questionIds: number[]) {
  const student = await insertStudent(app)
  const group = await createClass(app, teacherId, `Klasse ${student.id}`, [student])
  const subject = await createSubjectRow(app, teacherId, 'Mathematik', `M${student.id}`)
  const eventId = await createEvent(app, {
    type: 'module',
    teacherId,
    groupId: group.id,
    subjectId: subject.id,
    dueAt: daysFromNow(app, 7),
  })
  const now = app.ctx.clock.now()
  await app.ctx.db.insert(evaluations).values(
    questionIds.map((questionId) => ({
      eventId,
      userId: student.id,
      questionId,
      grade: 5,
      goal: 4,
      createdAt: now,
      updatedAt: now,
      ratedAt: now,
    })),
  )
  return { groupId: group.id, eventId }
}

export const evaluationsOf = (app: FastifyInstance, questionIds: number[]) =>
  app.ctx.db.select().from(evaluations).where(inArray(evaluations.questionId, questionIds))

export const changesOfModule = (app: FastifyInstance, moduleId: number) =>
  app.ctx.db
    .select({ subject: moduleChanges.subject, kind: moduleChanges.kind, name: moduleChanges.name })
    .from(moduleChanges)
    .where(eq(moduleChanges.moduleId, moduleId))
    .orderBy(asc(moduleChanges.id))

export const moduleFileIds = async (app: FastifyInstance, moduleId: number) =>
  (
    await app.ctx.db
      .select({ id: moduleFiles.fileId })
      .from(moduleFiles)
      .where(eq(moduleFiles.moduleId, moduleId))
      .orderBy(asc(moduleFiles.fileId))
  ).map((row) => row.id)

/** A question as the topic dialog sends it. */
export const questionBody = (title: string, fields: Record<string, unknown> = {}) => ({
  title,
  description: `Beschreibung: ${title}`,
  ...fields,
})

/** A topic as the dialog sends it for a new cell. */
export const topicBody = (blockId: number, order: number, fields: Record<string, unknown> = {}) => ({
  block_id: blockId,
  order,
  title: 'Brüche erweitern',
  description: '',
  topic_type_id: 1,
  questions: [questionBody('Ich kann Brüche erweitern')],
  ...fields,
})
