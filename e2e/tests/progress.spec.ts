import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { goalDeviation } from '@lernraster/shared'
import type { Download, Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { activationCard } from '../support/activations'
import { escapeRegExp, fill, loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { type ExpectedTopic, expectedActivation } from '../support/progress-plan'
import { apiOf } from '../support/sharing'

// Issue 13: the progress screens of a demo activation, every number checked against the demo plan
// recomputed here (support/progress-plan.ts), not read from the API. German only (decision 014): the
// English pack of these screens is complete by type, and the numbers do not depend on the language.
const t = packs.de
/** 7a runs the first subject's grid: its hurried student rated too fast (demo-running-plan.ts). */
const run = expectedActivation(0)
const two = (value: number) => value.toFixed(2).replace('.', ',')
const cell = (topic: ExpectedTopic) => `${topic.column}.${topic.row}`
const studentName = (index: number) => `${run.students[index]!.firstname} ${run.students[index]!.lastname}`

/** The tile's text alternative as the class's numbers make it (progress-tile.tsx, progressStats.tile). */
/**
 * A rated tile's accessible name as the plan has it; issue 19's marks (gaps to the teacher's rating,
 * open help requests, which the demo has on some tiles) may follow it.
 */
function tileLabel(topic: ExpectedTopic): RegExp {
  let above = 0
  let below = 0
  let tooFast = 0
  for (const [index, standing] of topic.students) {
    const side = goalDeviation(standing.average, run.students[index]!.goal).side
    if (side === 'above') above++
    if (side === 'below') below++
    if (standing.tooFast) tooFast++
  }
  const label = fill(t.progressStats.tile.label, {
    cell: cell(topic),
    title: topic.title,
    average: two(topic.average),
    progress: fill(t.progressStats.percent, { value: topic.progress }),
    above,
    below,
  })
  const full =
    tooFast === 0 ? label : `${label}, ${fill(t.progressStats.tile.labelTooFast, { count: tooFast })}`
  return new RegExp(`^${escapeRegExp(full)}(, .+)?$`)
}

async function saved(download: Download): Promise<string> {
  const file = await download.path()
  expect(file, 'the download was saved').toBeTruthy()
  return file!
}

/** The demo teacher's progress screen of 7a, with the tour due or not (each journey sets it, as they share a server). */
async function openProgress(page: Page, options: { tour: boolean }) {
  await useLanguage(page, 'de')
  await loginAsDemoTeacher(page)
  await apiOf(page).post('/account/updateTour', { show_tour: options.tour })
  await page.goto('/modules')
  const card = activationCard(page, t, run.moduleName, run.className)
  await card
    .getByRole('link', {
      name: fill(t.moduleActive.actions.statisticsOf, { name: run.moduleName, group: run.className }),
    })
    .click()
  await expect(page).toHaveURL(/\/stats\/progress\?module_id=\d+&event_id=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: run.moduleName })).toBeVisible()
}

test('the class progress: tiles against the plan, the topic dialog with its three tabs, the bubble chart', async ({
  page,
}) => {
  await openProgress(page, { tour: true })
  // docs/product/progress.md "Tour": three stops while show_tour is set; finished, it does not come back.
  const tour = t.progressStats.tour
  for (const [step, button] of [
    [tour.detail, t.tour.next],
    [tour.tiles, t.tour.next],
    [tour.topic, t.tour.done],
  ] as const) {
    const popover = page.getByRole('dialog').filter({ hasText: step.title })
    await expect(popover).toContainText(step.text)
    await popover.getByRole('button', { name: button }).click()
  }
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: run.moduleName })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const rated = run.topics.filter((topic) => topic.students.size > 0)
  expect(rated.length).toBeGreaterThan(2)
  // Every rated tile says the class's average, progress and who stands where, as the plan has it.
  for (const topic of rated) await expect(page.getByRole('button', { name: tileLabel(topic) })).toBeVisible()
  await expectAccessible(page, 'progress grid')

  const topic =
    rated.find((candidate) => [...candidate.students.values()].some((s) => s.tooFast)) ?? rated[0]!
  const tile = page.getByRole('button', { name: tileLabel(topic) })
  await tile.hover()
  await expect(page.getByRole('tooltip')).toContainText(
    fill(t.progressStats.tile.average, { value: two(topic.average) }),
  )

  await tile.click()
  const dialog = page.getByRole('dialog', {
    name: fill(t.progressStats.topic.title, { cell: cell(topic), title: topic.title }),
  })
  await expect(dialog).toBeVisible()
  // 'Fragen': each question with the class's average; below 4 marked in words too.
  const rows = dialog.getByRole('row')
  for (const [index, question] of topic.questions.entries()) {
    const average = topic.questionAverages[index] ?? null
    const row = rows.filter({ hasText: question })
    await expect(row).toContainText(average === null ? t.progressStats.noValue : two(average))
    if (average !== null && average < 4)
      await expect(row).toContainText(t.progressStats.topic.questions.danger)
  }
  await dialog.getByRole('tab', { name: t.progressStats.topic.tabs.statistics }).click()
  await expect(dialog.getByRole('tabpanel')).toBeVisible()
  await dialog.getByRole('tab', { name: t.progressStats.topic.tabs.bubble }).click()
  await expect(dialog.getByRole('tabpanel').locator('svg.recharts-surface').first()).toBeVisible()
  await expectAccessible(page, 'topic dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The event's bubble chart leads back to the progress screen; a foreign return_url does not leave the app.
  const progressUrl = new URL(page.url())
  await page.getByRole('link', { name: t.progressStats.toBubbleChart }).click()
  await expect(page).toHaveURL(/\/charts\/BubbleChartEvent\?event_id=\d+&return_url=/)
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible()
  await page.getByRole('link', { name: t.progressStats.bubblePage.back }).click()
  await expect(page).toHaveURL(progressUrl.pathname + progressUrl.search)
  const eventId = progressUrl.searchParams.get('event_id')
  await page.goto(
    `/charts/BubbleChartEvent?event_id=${eventId}&return_url=${encodeURIComponent('//evil.example/x')}`,
  )
  await page.getByRole('main').getByRole('link', { name: t.progressShared.back }).click()
  await expect(page).toHaveURL(/\/modules$/)
})

test('the students: search, a tile’s ratings, the CSV and the PDF report of the filtered students', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openProgress(page, { tour: false })
  await page.getByRole('link', { name: t.progressStats.toStudents }).click()
  await expect(page).toHaveURL(/\/stats\/progress-students\?module_id=\d+&event_id=\d+$/)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(run.students.length)

  // Search by last name, any case, trimmed: the Hubers of 7a (the hurried student is one of them).
  const hurried = run.students[run.hurried!]!
  const query = hurried.lastname
  const matching = run.students.filter((s) =>
    `${s.firstname} ${s.lastname}`.toLowerCase().includes(query.toLowerCase()),
  )
  const search = page.getByRole('textbox', { name: t.progressStudents.search.label })
  const clear = page.getByRole('button', { name: t.progressStudents.search.clear })
  await expect(clear).toBeDisabled()
  await search.fill(`  ${query.toUpperCase()} `)
  await expect(cards).toHaveCount(matching.length)
  await expect(clear).toBeEnabled()

  // The hurried student's first rated topic: 'Frage' and 'Note' as the plan has them.
  const card = page.getByRole('article', {
    name: fill(t.progressStudents.card.label, { name: studentName(run.hurried!) }),
  })
  await expect(card).toContainText(
    fill(t.progressShared.goal, { goal: String(hurried.goal).replace('.', ',') }),
  )
  const topic = run.topics.find((candidate) => candidate.students.has(run.hurried!))!
  const standing = topic.students.get(run.hurried!)!
  // Issue 31: Jana Huber stands above her goal (4,67 against 4 in 1.1) and rated too fast: two
  // facts, each true, in the tile's name, its marks, the popover and the card; never "unter dem Ziel".
  expect(goalDeviation(standing.average, hurried.goal).side).toBe('above')
  expect(standing.tooFast).toBe(true)
  const tooFastMeaning = fill(t.progressShared.tooFastMeaning, { minutes: 2 })
  const hurriedTile = card.getByRole('button', {
    name: fill(t.progressStudents.card.tileOpen, {
      number: cell(topic),
      title: topic.title,
      side: `${t.progressShared.side.above}, ${t.progressShared.tooFast}`,
    }),
  })
  await expect(hurriedTile).toHaveAttribute('data-side', 'above')
  await expect(hurriedTile).toHaveAttribute('data-too-fast', 'true')
  await expect(hurriedTile).toHaveText('↗⚡')
  await hurriedTile.hover()
  const popover = page.getByRole('tooltip')
  await expect(popover).toContainText(`↗ ${t.progressShared.side.above}`)
  await expect(popover).toContainText(`⚡ ${tooFastMeaning}`)
  await expect(popover).not.toContainText(t.progressShared.side.below)
  await expect(card).toContainText(fill(t.progressStudents.tooFast.card, { minutes: 2 }))
  await expect(page.getByTestId('students-legend')).toHaveText(
    fill(t.progressStudents.tooFast.legend, { minutes: 2 }),
  )
  await hurriedTile.click()
  const ratings = page.getByRole('dialog', { name: studentName(run.hurried!) })
  for (const { question, grade } of standing.grades)
    await expect(ratings.getByRole('row').filter({ hasText: question })).toContainText(
      String(grade).replace('.', ','),
    )
  await expectAccessible(page, 'student ratings')
  await page.keyboard.press('Escape')

  // CSV: the filtered students only, the same numbers, as German Excel reads it.
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: t.progressShared.csvExport }).click()
  const csv = readFileSync(await saved(await csvDownload), 'utf8')
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const lines = csv.slice(1).trim().split('\r\n')
  const headers = t.progressStudents.csv.headers
  expect(lines[0]).toBe(
    [
      headers.firstname,
      headers.lastname,
      headers.goal,
      headers.place,
      headers.topic,
      headers.progress,
      headers.average,
      headers.side,
      headers.tooFast,
      headers.teacher,
      headers.gap,
      headers.direction,
      // Issue 37: what the topic's check attests, and when.
      t.progressChecks.csv.check,
      t.progressChecks.csv.checkAt,
    ].join(';'),
  )
  const hurriedRow = lines.find(
    (line) =>
      line.startsWith(`${hurried.firstname};${hurried.lastname};`) && line.includes(`;${cell(topic)};`),
  )
  expect(hurriedRow?.split(';').slice(5, 9)).toEqual([
    String(standing.progress),
    two(standing.average),
    t.progressShared.side.above,
    t.progressStudents.csv.yes,
  ])
  expect(new Set(lines.slice(1).map((line) => line.split(';').slice(0, 2).join(' ')))).toEqual(
    new Set(matching.map((s) => `${s.firstname} ${s.lastname}`)),
  )

  // The PDF: one page per filtered student, its names and labels as text.
  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: t.progressStudents.pdf.export }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toMatch(/^Student_report_\[.+\]\.pdf$/)
  const text = execFileSync('/usr/bin/pdftotext', [await saved(pdf), '-'], { encoding: 'utf8' })
  for (const student of matching) expect(text).toContain(`${student.firstname} ${student.lastname}`)
  const { sections, labels } = t.progressStudents.report
  for (const label of [
    sections.progress,
    sections.daysWorked,
    sections.reliability,
    labels.name,
    labels.goal,
  ])
    expect(text).toContain(label)
  for (let page = 1; page <= matching.length; page++)
    expect(text).toContain(fill(t.progressStudents.report.page, { page }))
  // Issue 31: German labels on the German report; each figure says what it counts; the screens'
  // too fast is there too, with its threshold and Jana's topics.
  expect(text).not.toContain('RELIABILITY')
  const flat = text.replace(/\s+/g, ' ')
  expect(flat).toContain(fill(t.progressStudents.report.hints.reliability, { seconds: 5 }))
  const hurriedTopics = run.topics.filter((candidate) => candidate.students.get(run.hurried!)?.tooFast)
  expect(flat).toContain(
    fill(t.progressStudents.report.legend.tooFast, {
      minutes: 2,
      topics: hurriedTopics.map(cell).join(', '),
    }),
  )
  expect(flat).not.toContain('oder zu schnell')
})

test('the calibration: a student whose large gaps go both ways never reads "trifft"', async ({ page }) => {
  await openProgress(page, { tour: false })
  await page.getByRole('link', { name: t.progressCalibration.toCalibration }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.progressCalibration.title })).toBeVisible()
  // Issue 31: Levin Imhof of 7a rated himself 2 grades above the teacher once and 2 below once
  // (the demo's teacher plan): no hit, 2 grades off on average; the signed mean of 0 once read
  // "Mittlere Abweichung 0,00 · ≈ trifft" beside "Selbsteinschätzung trifft 0 %".
  const students = page.getByRole('table', { name: t.progressCalibration.students.caption })
  const levin = students.getByRole('row', { name: /^Levin Imhof\b/ })
  const words = t.progressCalibration.students
  await expect(levin).toContainText(fill(words.percent, { value: 0 }))
  await expect(levin).toContainText(`2,00 · ⇅ ${words.gap.both}`)
  await expect(levin).toContainText(fill(words.tendency, { value: '0,00' }))
  await expect(levin).not.toContainText(words.gap.hits)
  await expectAccessible(page, 'calibration screen')
})
