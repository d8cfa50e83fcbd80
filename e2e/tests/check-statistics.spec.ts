import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { activationCard } from '../support/activations'
import { escapeRegExp, fill, loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { expectedActivation } from '../support/progress-plan'
import { apiOf } from '../support/sharing'

// Issue 37 item 4: the demo teacher gives a topic of the running module a check; the topic dialog then
// offers "Lernkontrolle: Auswertung", which opens the check's statistics over it - before any attempt,
// the empty state - and Escape leads back to the topic. German only (decision 014). The numbers
// themselves are the API tests' (apps/server/test/checks/statistics.test.ts).
const t = packs.de
const run = expectedActivation(0)
const topic = run.topics[0]!
const cell = `${topic.column}.${topic.row}`

const options = [
  { id: 'a', text: '1/2' },
  { id: 'b', text: '2/4' },
  { id: 'c', text: '3/4' },
]
const check = {
  items: [
    { kind: 'single', prompt: 'Welcher Bruch ist am grössten?', options, correct: 'c' },
    { kind: 'multiple', prompt: 'Welche Brüche sind gleich gross?', options, correct: ['a', 'b'] },
    { kind: 'number', prompt: 'Wie viele cm sind 1/8 von 1 m?', answer: 12.5, tolerance: 0, unit: 'cm' },
    {
      kind: 'text',
      prompt: 'Wie heisst 1/2 als Wort?',
      accepted: ['die Hälfte', 'Hälfte'],
      fold_umlauts: true,
    },
    { kind: 'order', prompt: 'Ordne der Grösse nach.', steps: options },
  ],
  opens: 'always',
}

/** The demo teacher on the progress screen of the first run, its first topic with a check. */
async function progressWithCheck(page: Page) {
  await useLanguage(page, 'de')
  await loginAsDemoTeacher(page)
  const api = apiOf(page)
  await api.post('/account/updateTour', { show_tour: false })
  await page.goto('/modules')
  await activationCard(page, t, run.moduleName, run.className)
    .getByRole('link', {
      name: fill(t.moduleActive.actions.statisticsOf, { name: run.moduleName, group: run.className }),
    })
    .click()
  await expect(page).toHaveURL(/\/stats\/progress\?module_id=\d+&event_id=\d+$/)
  const query = new URL(page.url()).searchParams
  const grid = await api.get<{ blocks: { topics: { id: number; title: string }[] }[] }>(
    '/modules/withEvaluationsById',
    { id: query.get('module_id')!, event_id: query.get('event_id')! },
  )
  const topicId = grid.blocks
    .flatMap((block) => block.topics)
    .find((entry) => entry.title === topic.title)!.id
  await api.post('/checks/save', { topic_id: topicId, ...check })
  return { eventId: Number(query.get('event_id')), topicId }
}

async function openTopicDialog(page: Page) {
  await page
    .getByRole('button', { name: new RegExp(`^Thema ${escapeRegExp(cell)} ${escapeRegExp(topic.title)}:`) })
    .click()
  return page.getByRole('dialog', { name: fill(t.progressStats.topic.title, { cell, title: topic.title }) })
}

const statisticsDialog = (page: Page) =>
  page.getByRole('dialog', { name: fill(t.checkStatistics.title, { cell, title: topic.title }) })

test("a topic's check: its statistics open from the topic dialog, and Escape leads back", async ({
  page,
}) => {
  await progressWithCheck(page)
  const topicDialog = await openTopicDialog(page)
  await topicDialog.getByRole('button', { name: t.checkStatistics.link }).click()
  const statistics = statisticsDialog(page)
  await expect(statistics.getByText(t.checkStatistics.empty)).toBeVisible()
  await expectAccessible(page, 'check statistics, no attempt yet')
  await page.keyboard.press('Escape')
  await expect(statistics).toHaveCount(0)
  await expect(topicDialog).toBeVisible()
})

/**
 * Pictures for a person to look at (SHOTS=1, as modules-shots.spec.ts): the screen with numbers. No
 * student of the demo can take the check here, so the page gets the answer the API tests compute for
 * their run of four students (statistics.test.ts) with this run's ids: a picture, not a test.
 */
if (process.env.SHOTS === '1') {
  const shotsDir = process.env.SHOTS_DIR ?? '/tmp/lernraster-shots'
  test('check statistics at 1440 and 1024 px', async ({ page }) => {
    test.setTimeout(120_000)
    mkdirSync(shotsDir, { recursive: true })
    const { eventId, topicId } = await progressWithCheck(page)
    const answer = JSON.parse(process.env.SHOTS_STATISTICS ?? '{}') as object
    await page.route('**/api/teacher/v1/checks/statistics?*', (route) =>
      route.fulfill({ json: { ...answer, event_id: eventId, topic_id: topicId, topic_title: topic.title } }),
    )
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size)
      await page.reload()
      const topicDialog = await openTopicDialog(page)
      await page.screenshot({ path: path.join(shotsDir, `topic-dialog-${size.width}.png`) })
      await topicDialog.getByRole('button', { name: t.checkStatistics.link }).click()
      const statistics = statisticsDialog(page)
      await expect(statistics.getByText(t.checkStatistics.passedWrong.title)).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await expectAccessible(page, 'check statistics with numbers')
      await page.screenshot({ path: path.join(shotsDir, `check-statistics-${size.width}.png`) })
      await statistics.evaluate((content) => content.scrollBy(0, 700))
      await page.screenshot({ path: path.join(shotsDir, `check-statistics-items-${size.width}.png`) })
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
    }
  })
}
