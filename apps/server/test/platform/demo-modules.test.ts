import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { FileKind, ModuleStatus, SolutionType, topicStoreBody } from '@lernraster/shared'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { files, moduleFiles, questions, topics, users } from '../../src/db/schema'
import { resultRows } from '../../src/lib/result-rows'
import { diskPath, fileIdOf, storedFileIds, storedPath } from '../../src/modules/core/file-store'
import { syncModuleFiles } from '../../src/modules/core/module-file-references'
import { demoTeacherEmail, resetDemoAccounts, standingDemoLink } from '../../src/modules/demo/demo.service'
import { demoColleague } from '../../src/modules/demo/school/demo-colleague'
import { inDemoTransaction, writeDemoFiles } from '../../src/modules/demo/school/demo-files'
import { demoStoreAuthor } from '../../src/modules/demo/school/demo-store'
import { type DemoSolution, topicsOf } from '../../src/modules/demo/school/grid-content'
import { demoDraftModule, demoSubjects } from '../../src/modules/demo/school/subject-topics'
import { useTestApp } from '../support/test-app'
import { pdfText, pngSize } from './demo-file-checks'
import { loadDemoGrids, withoutIds } from './demo-grids'

const t = useTestApp()
let teacherId: number

beforeAll(async () => {
  await standingDemoLink(t.app.ctx)
  const [teacher] = await t.app.ctx.db
    .select()
    .from(users)
    .where(eq(users.email, demoTeacherEmail(t.app.ctx.config.PRODUCT_DOMAIN)))
  teacherId = teacher!.id
})

const grids = () => loadDemoGrids(t.app.ctx.db, teacherId)
const fileOnDisk = (id: string) => readFileSync(diskPath(t.app.ctx.config, id))
/** The files the reset replaces: every one on disk but the store samples' (demo-store.ts), which stay. */
const filesOnDisk = async () => {
  const kept = await t.app.ctx.db
    .select({ id: files.id })
    .from(files)
    .innerJoin(users, eq(users.id, files.ownerId))
    .where(eq(users.email, demoStoreAuthor.email))
  const keptIds = new Set(kept.map((row) => row.id))
  return (await storedFileIds(t.app.ctx.config)).filter((id) => !keptIds.has(id)).sort()
}
/** An https address without a query or fragment: a plain page, no tracking parameters. */
const webPage = /^https:\/\/[a-z0-9.-]+\/[^\s?#]*$/
const subjectModules = async () => (await grids()).filter((grid) => grid.columns === 3)

/** A solution as the topic dialog sends it; a generated file as the path an upload answers. */
function solutionInput(solution: DemoSolution) {
  if ('text' in solution) return { content_type_id: SolutionType.text, content: solution.text }
  if ('link' in solution) return { content_type_id: SolutionType.link, content: solution.link }
  return { content_type_id: SolutionType.file, content: storedPath('a'.repeat(32)) }
}

describe('the content of the demo modules', () => {
  it('is what the API accepts: every topic passes the topic contract', () => {
    for (const content of [...demoSubjects.map((subject) => subject.module), demoDraftModule.module]) {
      for (const [index, topic] of topicsOf(content).entries()) {
        const body = {
          block_id: 1,
          title: topic.title,
          description: topic.description,
          order: 1,
          questions: topic.questions.map((question) => ({
            title: question.title,
            description: question.description,
            link: typeof question.link === 'string' ? question.link : null,
            solution: question.solution ? solutionInput(question.solution) : null,
          })),
        }
        const parsed = topicStoreBody.safeParse(body)
        expect(parsed.error?.issues, `${content.name} ${index}`).toBeUndefined()
      }
    }
  })
})

describe('the demo modules after a reset', () => {
  beforeAll(async () => {
    await resetDemoAccounts(t.app.ctx)
  })

  it('gives every subject a complete grid: named blocks, typed topics, described questions', async () => {
    const modules = await subjectModules()
    expect(modules.map((grid) => grid.name)).toEqual(demoSubjects.map((subject) => subject.module.name))
    for (const grid of modules) {
      expect(grid).toMatchObject({ statusId: ModuleStatus.draft, rows: 4, columns: 3 })
      expect(grid.description).not.toBe('')
      expect(grid.blocks.map((block) => block.order)).toEqual([1, 2, 3])
      const gridTopics = grid.blocks.flatMap((block) => block.topics)
      expect(gridTopics).toHaveLength(12)
      for (const block of grid.blocks) {
        expect(block.name).not.toBe('')
        expect(block.description).not.toBe('')
        expect(block.topics.map((topic) => topic.order)).toEqual([1, 2, 3, 4])
      }
      expect(new Set(gridTopics.map((topic) => topic.topicTypeId)).size, grid.name).toBeGreaterThanOrEqual(4)
      for (const topic of gridTopics) {
        expect(topic.description, topic.title).not.toBe('')
        expect(topic.questions.length).toBeGreaterThanOrEqual(3)
        // 1-based, as the API numbers questions.
        expect(topic.questions.map((question) => question.order)).toEqual(
          topic.questions.map((_, index) => index + 1),
        )
        for (const question of topic.questions) {
          expect(question.title).toMatch(/^(Ich kann|I can) .+\.$/)
          expect(question.description, question.title).not.toBe('')
        }
      }
      const solutionTypes = gridTopics.flatMap((topic) =>
        topic.questions.map((question) => question.solution?.type),
      )
      for (const type of [SolutionType.text, SolutionType.link, SolutionType.file])
        expect(solutionTypes, grid.name).toContain(type)
    }
  })

  it('gives every subject module a cover, a solution PDF, a picture and a web link, all on disk', async () => {
    for (const grid of await subjectModules()) {
      const questionsOf = grid.blocks.flatMap((block) => block.topics.flatMap((topic) => topic.questions))
      expect(grid.cover, grid.name).toMatchObject({ kind: FileKind.cover, contentType: 'image/png' })
      expect(pngSize(fileOnDisk(grid.cover!.id))).toEqual({ width: 640, height: 360 })

      const pdfs = questionsOf.filter((question) => question.solution?.type === SolutionType.file)
      expect(pdfs.length, grid.name).toBeGreaterThanOrEqual(1)
      for (const { solution } of pdfs) {
        const file = grid.files.get(fileIdOf(solution!.content)!)
        expect(file).toMatchObject({ kind: FileKind.content, contentType: 'application/pdf' })
        const pdf = fileOnDisk(file!.id)
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(file!.size).toBe(pdf.length)
        const text = pdfText(pdf)
        if (text !== null)
          expect(text).toMatch(grid.name.startsWith('Englisch') ? /Answer key/ : /\p{L}*[äöü]\p{L}*/u)
      }
      const pictures = questionsOf.filter((question) => question.isLocalLink)
      expect(pictures, grid.name).toHaveLength(1)
      const picture = grid.files.get(fileIdOf(pictures[0]!.link)!)
      expect(picture).toMatchObject({ kind: FileKind.content, contentType: 'image/png' })
      expect(pngSize(fileOnDisk(picture!.id)).width).toBe(640)

      const webLinks = questionsOf.filter((question) => question.link !== null && !question.isLocalLink)
      expect(webLinks, grid.name).toHaveLength(1)
      expect(webLinks[0]!.link).toMatch(webPage)
      for (const question of questionsOf.filter((q) => q.solution?.type === SolutionType.link))
        expect(question.solution!.content).toMatch(webPage)
    }
  })

  it('records in module_files exactly the files each module uses', async () => {
    for (const grid of await grids()) {
      const used = new Set(grid.files.keys())
      const recorded = await t.app.ctx.db
        .select({ fileId: moduleFiles.fileId })
        .from(moduleFiles)
        .where(eq(moduleFiles.moduleId, grid.id))
      expect(new Set(recorded.map((row) => row.fileId)), grid.name).toEqual(used)
      // Kept as the file routes keep it: deriving it again changes nothing.
      expect(await syncModuleFiles(t.app.ctx.db, grid.id)).toEqual([])
    }
  })

  it('has a 6x6 draft whose lower levels are filled first, without cover or homework', async () => {
    const draft = (await grids()).find((grid) => grid.name === demoDraftModule.module.name)!
    expect(draft).toMatchObject({ statusId: ModuleStatus.draft, rows: 6, columns: 6, cover: null })
    expect(draft.blocks.map((block) => block.order)).toEqual([1, 2, 3, 4, 5, 6])
    expect(draft.blocks.every((block) => block.name !== '' && block.description !== '')).toBe(true)
    expect(draft.blocks.map((block) => block.topics.map((topic) => topic.order))).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [1, 2, 3],
      [1, 2, 3],
      [1, 2],
      [1, 2],
    ])
    for (const topic of draft.blocks.flatMap((block) => block.topics)) {
      expect(topic.questions.length).toBeGreaterThanOrEqual(1)
      expect(topic.questions.every((question) => question.description !== '')).toBe(true)
    }
    expect(draft.files.size).toBe(0)
    const topicIds = draft.blocks.flatMap((block) => block.topics.map((topic) => topic.id))
    const onDraft = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from events where topic_id in (${sql.join(topicIds, sql`, `)})`,
    )
    expect(resultRows<{ n: number }>(onDraft)[0]!.n).toBe(0)
  })

  it('keeps homework on the subject modules’ topics and every rating on a question of its topic', async () => {
    const check = await t.app.ctx.db.execute(sql`
      select
        (select count(*)::int from evaluations) as ratings,
        (select count(*)::int from evaluations ev
           join events e on e.id = ev.event_id
           join questions q on q.id = ev.question_id
         where q.topic_id <> e.topic_id) as misplaced,
        (select count(*)::int from events e
           join topics t on t.id = e.topic_id
           join blocks b on b.id = t.block_id
           join modules m on m.id = b.module_id
         where m.subject_id is distinct from e.subject_id) as wrong_subject
    `)
    const [counts] = resultRows<{ ratings: number; misplaced: number; wrong_subject: number }>(check)
    expect(counts).toEqual({ ratings: expect.any(Number), misplaced: 0, wrong_subject: 0 })
    expect(counts!.ratings).toBeGreaterThan(1000)
  })
})

describe('the nightly reset of the demo modules', () => {
  it('restores the same modules and files, and leaves no file of the old demo on disk', async () => {
    const db = t.app.ctx.db
    const snapshot = async () => {
      const loaded = await grids()
      const contents = loaded.map((grid) =>
        [...grid.files.values()].map((file) => fileOnDisk(file.id).toString('base64')),
      )
      return { grids: loaded.map(withoutIds), contents }
    }
    const before = await snapshot()
    const firstIds = await filesOnDisk()

    // A visitor edits the demo: renames a topic, removes a question, uploads a file.
    const [firstTopic] = await db.select().from(topics).limit(1)
    await db.update(topics).set({ title: 'Umbenannt' }).where(eq(topics.id, firstTopic!.id))
    await db.delete(questions).where(eq(questions.topicId, firstTopic!.id))
    const [anyFile] = await db.select().from(files).where(eq(files.ownerId, teacherId)).limit(1)
    const upload = { ...anyFile!, id: 'visitorUpload0123456789' }
    await db.insert(files).values(upload)
    writeFileSync(diskPath(t.app.ctx.config, upload.id), 'hochgeladen')

    await resetDemoAccounts(t.app.ctx)
    const afterFirst = await filesOnDisk()
    await resetDemoAccounts(t.app.ctx)
    const afterSecond = await filesOnDisk()

    expect(await snapshot()).toEqual(before)
    // New ids each time; the old files, the visitor's upload among them, are gone from disk.
    for (const [older, newer] of [
      [firstIds, afterFirst],
      [afterFirst, afterSecond],
    ] as const) {
      expect(newer).toHaveLength(firstIds.length)
      expect(newer.filter((id) => older.includes(id))).toEqual([])
    }
    expect(existsSync(diskPath(t.app.ctx.config, upload.id))).toBe(false)
    // Every file on disk is the demo's: the teacher's, or the colleague's of the module she shares.
    const [colleague] = await db.select().from(users).where(eq(users.email, demoColleague.email))
    const rows = await db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.ownerId, [teacherId, colleague!.id]), inArray(files.id, afterSecond)))
    expect(rows).toHaveLength(afterSecond.length)
  })
})

describe('a demo transaction', () => {
  const file = {
    bytes: Buffer.from('Lösung'),
    originalName: 'loesung.txt',
    contentType: 'text/plain',
    kind: FileKind.content,
  }
  const onDisk = (id: string) => existsSync(diskPath(t.app.ctx.config, id))
  /** The files need an owner: the demo's teacher. */
  const anOwner = async () => {
    const [teacher] = await t.app.ctx.db.select({ id: users.id }).from(users).limit(1)
    return { ownerId: teacher!.id, now: t.clock.now() }
  }

  it('removes the files it wrote when it fails', async () => {
    let written: string[] = []
    const owner = await anOwner()
    const failing = inDemoTransaction(t.app.ctx.db, t.app.ctx.files, async (tx, sink) => {
      written = await writeDemoFiles(tx, sink, owner, [file, file])
      expect(written.every(onDisk)).toBe(true)
      throw new Error('abgebrochen')
    })
    await expect(failing).rejects.toThrow('abgebrochen')
    expect(written).toHaveLength(2)
    expect(written.some(onDisk)).toBe(false)
  })

  it('keeps what it wrote and removes what it replaced, once it has committed', async () => {
    const { db, files } = t.app.ctx
    const owner = await anOwner()
    const [old] = await inDemoTransaction(db, files, (tx, sink) => writeDemoFiles(tx, sink, owner, [file]))
    expect(onDisk(old!)).toBe(true)
    const [next] = await inDemoTransaction(db, files, async (tx, sink) => {
      sink.replaced.push(old!)
      const ids = await writeDemoFiles(tx, sink, owner, [file])
      // Until the commit, the old file is still what the committed rows name.
      expect(onDisk(old!)).toBe(true)
      return ids
    })
    expect(onDisk(old!)).toBe(false)
    expect(onDisk(next!)).toBe(true)
  })
})
