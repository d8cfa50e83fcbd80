import { expect, type Locator, type Page } from '@playwright/test'
import { encodePng } from '../../apps/server/src/modules/demo/generated/png'
import { textPdf } from '../../apps/server/src/modules/demo/generated/text-pdf'
import { activatedTeacher } from './accounts'
import { escapeRegExp, fill, type Pack } from './classes'
import { apiBase } from './environment'

/**
 * The module journeys' shared parts (issue 11): the files a teacher uploads, test data sent through
 * the API with the teacher's own session, and the grid as the screens draw it.
 */

/** A real one-page PDF (the demo's own writer): the server checks uploads by their content. */
export const solutionPdf = {
  name: 'loesung-brueche.pdf',
  mimeType: 'application/pdf',
  buffer: textPdf({ title: 'Lösungen: Brüche', paragraphs: ['1/2 + 1/4 = 3/4'] }),
}

/** A small cover picture: a blue band over yellow, enough to see that it arrived. */
export const coverPng = {
  name: 'titelbild.png',
  mimeType: 'image/png',
  buffer: coverPicture(48, 27),
}

function coverPicture(width: number, height: number) {
  const pixels = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y += 1) {
    const colour = y < height / 3 ? [30, 60, 140] : [250, 210, 80]
    for (let x = 0; x < width; x += 1) pixels.set(colour, (y * width + x) * 3)
  }
  return encodePng({ width, height, pixels })
}

/** A pack text as a pattern: its {{placeholders}} stand for anything. */
export function textPattern(text: string) {
  const parts = text.split(/\{\{\w+\}\}/).map(escapeRegExp)
  return new RegExp(`^${parts.join('.+')}$`)
}

/** An activated teacher asks for /modules, signs in on the way (?next=) and lands on the overview. */
export async function openModulesAsNewTeacher(page: Page, t: Pack, who: string) {
  const teacher = await activatedTeacher(page.request, who)
  await page.goto('/modules')
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fmodules$/)
  await page.getByLabel(t.auth.fields.email).fill(teacher.email)
  await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(teacher.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/modules$/)
  await expect(page.getByRole('heading', { level: 1, name: t.moduleList.title })).toBeVisible()
  return teacher
}

/**
 * The 'Eigene Module' tab (a new teacher starts on 'Aktive Module', docs/product/modules.md "The overview").
 */
export async function showOwnModules(page: Page, t: Pack) {
  await page.getByRole('tab', { name: textPattern(t.moduleList.tabs.ownCount) }).click()
}

// ---- Test data through the API --------------------------------------------------------------------

export interface PlannedQuestion {
  title: string
  description: string
  link?: string
  solution?: { content_type_id: 1 | 3; content: string }
}
export interface PlannedTopic {
  column: number
  row: number
  title: string
  description?: string
  questions: PlannedQuestion[]
}
export interface PlannedModule {
  name: string
  description: string
  /** The blocks' names, column 1 first. */
  blocks: string[]
  topics: PlannedTopic[]
}

/** What the screen would send, with the signed-in teacher's token: a module with blocks and topics. */
export async function storeModule(page: Page, plan: PlannedModule) {
  const token = await page.evaluate(() => localStorage.getItem('lernraster.api_token'))
  const post = async <Answer>(path: string, data: object) => {
    const answer = await page.request.post(`${apiBase}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    })
    expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true)
    return (await answer.json()) as Answer
  }
  const { id } = await post<{ id: number }>('/modules/store', {
    name: plan.name,
    description: plan.description,
  })
  const blockIds: number[] = []
  for (const [index, name] of plan.blocks.entries()) {
    const block = await post<{ id: number }>('/blocks/store', { name, order: index + 1, module_id: id })
    blockIds.push(block.id)
  }
  for (const topic of plan.topics) {
    await post('/topics/store', {
      title: topic.title,
      description: topic.description ?? '',
      order: topic.row,
      block_id: blockIds[topic.column - 1],
      questions: topic.questions.map((question) => ({ ...question })),
    })
  }
  return id
}

// ---- The grid ---------------------------------------------------------------------------------------

/** The grid table (its caption names it with its size). */
export function moduleGrid(page: Page, t: Pack) {
  return page.getByRole('table', { name: textPattern(t.moduleEditor.grid.label) })
}

/** The cell in `column` and `row` (1-based, as the grid's 'column.row' labels count). */
export function gridCell(page: Page, t: Pack, column: number, row: number): Locator {
  return moduleGrid(page, t)
    .locator('tbody > tr')
    .nth(row - 1)
    .locator('td')
    .nth(column - 1)
}

/** "1 Frage", "2 Fragen" as the grid counts a topic's questions. */
export function questionCount(t: Pack, count: number) {
  return fill(count === 1 ? t.moduleEditor.grid.questions_one : t.moduleEditor.grid.questions_other, {
    count,
  })
}

/** The cell holds the topic, with its question count. */
export async function expectTopicIn(cell: Locator, t: Pack, title: string, questions: number) {
  await expect(cell).toContainText(title)
  await expect(cell).toContainText(questionCount(t, questions))
}

type TopicTypeName = keyof Pack['moduleDialogs']['topicTypes']

/** A topic card's accessible name: 'Feld 2.1: «Titel» bearbeiten (Übung, 1 Frage)' (or 'ansehen'). */
export function topicButtonName(
  t: Pack,
  mode: 'edit' | 'view',
  topic: { cell: string; title: string; type: TopicTypeName; questions: number },
) {
  return fill(mode === 'edit' ? t.moduleEditor.grid.editTopicLabel : t.moduleEditor.grid.viewTopicLabel, {
    cell: topic.cell,
    title: topic.title,
    type: t.moduleDialogs.topicTypes[topic.type],
    questions: questionCount(t, topic.questions),
  })
}

/** An empty cell of the configurator: only its '+ Thema' button. */
export async function expectEmptyCell(page: Page, t: Pack, column: number, row: number) {
  await expect(
    gridCell(page, t, column, row).getByRole('button', {
      name: fill(t.moduleEditor.grid.newTopicLabel, { cell: `${column}.${row}` }),
    }),
  ).toBeVisible()
}

/** The snackbar's message: one at a time, in the header's live region. */
export function snackbar(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text })
}
