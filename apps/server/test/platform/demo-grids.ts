import { SolutionType } from '@lernraster/shared'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import { blocks, files, modules, questions, solutions, topics } from '../../src/db/schema'
import { fileIdOf } from '../../src/modules/core/file-store'

/** The demo teacher's modules read straight from the tables, for the demo data tests. */

type FileRow = typeof files.$inferSelect

export interface DemoGridQuestion {
  id: number
  title: string
  description: string
  order: number
  link: string | null
  isLocalLink: boolean
  solution: { type: number; content: string } | null
}

export interface DemoGrid {
  id: number
  name: string
  description: string
  statusId: number
  rows: number
  columns: number
  cover: FileRow | null
  /** The files the module uses (cover, pictures, solution files), by id, in the order of the grid. */
  files: Map<string, FileRow>
  blocks: {
    id: number
    name: string
    description: string
    order: number
    topics: {
      id: number
      title: string
      description: string
      order: number
      topicTypeId: number
      questions: DemoGridQuestion[]
    }[]
  }[]
}

export async function loadDemoGrids(db: Db, teacherId: number): Promise<DemoGrid[]> {
  const moduleRows = await db
    .select()
    .from(modules)
    .where(eq(modules.ownerId, teacherId))
    .orderBy(asc(modules.id))
  const moduleIds = moduleRows.map((row) => row.id)
  const blockRows = moduleIds.length
    ? await db.select().from(blocks).where(inArray(blocks.moduleId, moduleIds)).orderBy(asc(blocks.order))
    : []
  const blockIds = blockRows.map((row) => row.id)
  const topicRows = blockIds.length
    ? await db.select().from(topics).where(inArray(topics.blockId, blockIds)).orderBy(asc(topics.order))
    : []
  const topicIds = topicRows.map((row) => row.id)
  const questionRows = topicIds.length
    ? await db
        .select()
        .from(questions)
        .where(inArray(questions.topicId, topicIds))
        .orderBy(asc(questions.order))
    : []
  const questionIds = questionRows.map((row) => row.id)
  const solutionRows = questionIds.length
    ? await db.select().from(solutions).where(inArray(solutions.questionId, questionIds))
    : []
  const fileRows = new Map(
    (await db.select().from(files).where(eq(files.ownerId, teacherId))).map((row) => [row.id, row]),
  )

  return moduleRows.map((module) => {
    const used = new Map<string, FileRow>()
    const use = (id: string | null) => {
      const row = id ? fileRows.get(id) : undefined
      if (row) used.set(row.id, row)
      return row ?? null
    }
    const cover = use(module.coverFileId)
    const gridBlocks = blockRows
      .filter((block) => block.moduleId === module.id)
      .map((block) => ({
        id: block.id,
        name: block.name,
        description: block.description,
        order: block.order,
        topics: topicRows
          .filter((topic) => topic.blockId === block.id)
          .map((topic) => ({
            id: topic.id,
            title: topic.title,
            description: topic.description,
            order: topic.order,
            topicTypeId: topic.topicTypeId,
            questions: questionRows
              .filter((question) => question.topicId === topic.id)
              .map((question) => {
                const solution = solutionRows.find((row) => row.questionId === question.id)
                if (question.isLocalLink) use(fileIdOf(question.link))
                if (solution?.contentTypeId === SolutionType.file) use(fileIdOf(solution.content))
                return {
                  id: question.id,
                  title: question.title,
                  description: question.description,
                  order: question.order,
                  link: question.link,
                  isLocalLink: question.isLocalLink,
                  solution: solution ? { type: solution.contentTypeId, content: solution.content } : null,
                }
              }),
          })),
      }))
    return {
      id: module.id,
      name: module.name,
      description: module.description,
      statusId: module.statusId,
      rows: module.rows,
      columns: module.columns,
      cover,
      files: used,
      blocks: gridBlocks,
    }
  })
}

/** A grid without its ids, file paths replaced by the files' names: the same after every reset. */
export function withoutIds(grid: DemoGrid) {
  const fileName = (path: string | null) => {
    const id = fileIdOf(path)
    return id ? `file:${grid.files.get(id)?.originalName}` : path
  }
  return {
    name: grid.name,
    description: grid.description,
    statusId: grid.statusId,
    rows: grid.rows,
    columns: grid.columns,
    cover: grid.cover?.originalName ?? null,
    files: [...grid.files.values()].map(({ originalName, contentType, size, kind }) => ({
      originalName,
      contentType,
      size,
      kind,
    })),
    blocks: grid.blocks.map(({ id: _block, topics: blockTopics, ...block }) => ({
      ...block,
      topics: blockTopics.map(({ id: _topic, questions: topicQuestions, ...topic }) => ({
        ...topic,
        questions: topicQuestions.map(({ id: _question, link, solution, ...question }) => ({
          ...question,
          link: fileName(link),
          solution: solution && { ...solution, content: fileName(solution.content) },
        })),
      })),
    })),
  }
}
