import { FileKind, ModuleStatus, SolutionType } from '@lernraster/shared'
import type { Db } from '../../../db/client'
import { blocks, modules, questions, solutions, topics } from '../../../db/schema'
import { storedPath } from '../../core/file-store'
import { syncModuleFiles } from '../../core/module-file-references'
import { drawBarChart, drawCover } from '../generated/demo-images'
import type { Rgb } from '../generated/raster'
import { textPdf } from '../generated/text-pdf'
import { type DemoFile, type DemoFileSink, writeDemoFiles } from './demo-files'
import { type DemoModuleContent, type DemoQuestion, demoTopicTypeIds, topicsOf } from './grid-content'
import { type SeededRandom, seededRandom } from './seeded-random'

export interface DemoModuleToWrite {
  content: DemoModuleContent
  subjectId: number | null
}

/** The ids of a written module, of its topics (in `topicsOf` order) and of each topic's questions. */
export interface WrittenGrid {
  moduleId: number
  topicIds: number[]
  questionIds: number[][]
}

/** The files a module's content asks for: its cover, and the pictures and PDFs of its questions. */
interface ModuleFiles {
  cover: DemoFile | null
  links: Map<DemoQuestion, DemoFile>
  solutions: Map<DemoQuestion, DemoFile>
}

/** A module without a colour of its own draws its pictures in the app's grey. */
const neutralColour: Rgb = [73, 80, 87]

const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const png = (bytes: Buffer, originalName: string, kind: DemoFile['kind']): DemoFile => ({
  bytes,
  originalName,
  contentType: 'image/png',
  kind,
})

function generateFiles(content: DemoModuleContent, random: SeededRandom): ModuleFiles {
  const links = new Map<DemoQuestion, DemoFile>()
  const solutionFiles = new Map<DemoQuestion, DemoFile>()
  for (const question of topicsOf(content).flatMap((topic) => topic.questions)) {
    if (typeof question.link === 'object') {
      const { chart } = question.link
      links.set(
        question,
        png(drawBarChart(chart, content.colour ?? neutralColour), chart.fileName, FileKind.content),
      )
    }
    if (question.solution && 'pdf' in question.solution) {
      const { pdf } = question.solution
      const bytes = textPdf(pdf)
      solutionFiles.set(question, {
        bytes,
        originalName: pdf.fileName,
        contentType: 'application/pdf',
        kind: FileKind.content,
      })
    }
  }
  const cover = content.colour
    ? png(drawCover(content.colour, random), `titelbild-${fileSlug(content.name)}.png`, FileKind.cover)
    : null
  return { cover, links, solutions: solutionFiles }
}

function solutionRow(question: DemoQuestion, pdf: DemoFile | undefined, fileId: (file: DemoFile) => string) {
  const { solution } = question
  if (!solution) return null
  if ('text' in solution) return { content: solution.text, contentTypeId: SolutionType.text }
  if ('link' in solution) return { content: solution.link, contentTypeId: SolutionType.link }
  return { content: storedPath(fileId(pdf!)), contentTypeId: SolutionType.file }
}

async function writeModule(
  db: Db,
  { content, subjectId }: DemoModuleToWrite,
  moduleFiles: ModuleFiles,
  fileId: (file: DemoFile) => string,
  teacherId: number,
  now: Date,
): Promise<WrittenGrid> {
  const [module] = await db
    .insert(modules)
    .values({
      ownerId: teacherId,
      name: content.name,
      description: content.description,
      statusId: ModuleStatus.draft,
      rows: content.rows,
      columns: content.columns,
      subjectId,
      coverFileId: moduleFiles.cover ? fileId(moduleFiles.cover) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: modules.id })
  const moduleId = module!.id
  const blockRows = await db
    .insert(blocks)
    .values(
      content.blocks.map((block, index) => ({
        moduleId,
        name: block.name,
        description: block.description,
        order: index + 1,
      })),
    )
    .returning({ id: blocks.id })
  // Rows come back in the order of the values (as for blocks), so topic n is topicsOf(content)[n].
  const topicRows = await db
    .insert(topics)
    .values(
      content.blocks.flatMap((block, blockIndex) =>
        block.topics.map((topic, row) => ({
          blockId: blockRows[blockIndex]!.id,
          title: topic.title,
          description: topic.description,
          order: row + 1,
          topicTypeId: demoTopicTypeIds[topic.type],
        })),
      ),
    )
    .returning({ id: topics.id })
  const topicList = topicsOf(content)
  const questionList = topicList.flatMap((topic, topicIndex) =>
    topic.questions.map((question, index) => ({
      question,
      topicIndex,
      topicId: topicRows[topicIndex]!.id,
      order: index + 1,
    })),
  )
  const questionRows = await db
    .insert(questions)
    .values(
      questionList.map(({ question, topicId, order }) => {
        const linkFile = moduleFiles.links.get(question)
        return {
          topicId,
          title: question.title,
          description: question.description,
          order,
          link: linkFile
            ? storedPath(fileId(linkFile))
            : typeof question.link === 'string'
              ? question.link
              : null,
          isLocalLink: linkFile !== undefined,
          createdAt: now,
        }
      }),
    )
    .returning({ id: questions.id })
  const solutionRows = questionList.flatMap(({ question }, index) => {
    const row = solutionRow(question, moduleFiles.solutions.get(question), fileId)
    return row ? [{ ...row, questionId: questionRows[index]!.id }] : []
  })
  if (solutionRows.length > 0) await db.insert(solutions).values(solutionRows)
  // module_files as every other change of a module keeps it: derived from what the module now uses.
  await syncModuleFiles(db, moduleId)

  const questionIds: number[][] = topicList.map(() => [])
  for (const [index, { topicIndex }] of questionList.entries())
    questionIds[topicIndex]!.push(questionRows[index]!.id)
  return { moduleId, topicIds: topicRows.map((row) => row.id), questionIds }
}

/**
 * Writes the modules with their generated files: the files first (their rows, then their bytes), then
 * each module with a constant number of statements, whatever its size. Run it in a transaction.
 */
export async function writeDemoModules(
  db: Db,
  modulesToWrite: readonly DemoModuleToWrite[],
  teacherId: number,
  seed: string,
  now: Date,
  sink: DemoFileSink,
): Promise<WrittenGrid[]> {
  const generated = modulesToWrite.map((entry, index) =>
    generateFiles(entry.content, seededRandom(`${seed}:cover:${index}`)),
  )
  const all = generated.flatMap((moduleFiles) => [
    ...(moduleFiles.cover ? [moduleFiles.cover] : []),
    ...moduleFiles.links.values(),
    ...moduleFiles.solutions.values(),
  ])
  const ids = await writeDemoFiles(db, sink, { ownerId: teacherId, now }, all)
  const idOf = new Map(all.map((file, index) => [file, ids[index]!]))
  const fileId = (file: DemoFile) => idOf.get(file)!
  const written: WrittenGrid[] = []
  for (const [index, entry] of modulesToWrite.entries())
    written.push(await writeModule(db, entry, generated[index]!, fileId, teacherId, now))
  return written
}
