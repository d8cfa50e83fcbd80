import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CheckStatistics } from '@lernraster/shared'
import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { activationCard } from '../support/activations'
import { escapeRegExp, fill, loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { expectedActivation } from '../support/progress-plan'
import { apiOf } from '../support/sharing'

// Issue 37 item 4: the demo's check on the first topic of the Mathematik grid (7a), taken by the
// students who rated it: the topic dialog offers "Lernkontrolle: Auswertung", which opens the check's
// statistics over it with the numbers the server computes (their arithmetic is the API tests',
// apps/server/test/checks/statistics.test.ts), and Escape leads back to the topic. German only
// (decision 014).
const t = packs.de
const run = expectedActivation(0)
const topic = run.topics[0]!
const cell = `${topic.column}.${topic.row}`

/** The demo teacher on the progress screen of the first run; its event and the check's topic. */
async function openProgress(page: Page) {
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
  const statistics = await api.get<CheckStatistics>('/checks/statistics', {
    event_id: query.get('event_id')!,
    topic_id: topicId,
  })
  return { statistics }
}

async function openTopicDialog(page: Page) {
  await page
    .getByRole('button', { name: new RegExp(`^Thema ${escapeRegExp(cell)} ${escapeRegExp(topic.title)}:`) })
    .click()
  return page.getByRole('dialog', { name: fill(t.progressStats.topic.title, { cell, title: topic.title }) })
}

/** The topic dialog's tab of the check's statistics, opened. */
async function openStatisticsTab(topicDialog: Locator) {
  await topicDialog.getByRole('tab', { name: t.checkStatistics.tab }).click()
  return topicDialog.getByRole('tabpanel', { name: t.checkStatistics.tab })
}

test("a topic's check: its statistics in the topic dialog's tab, with their CSV", async ({ page }) => {
  const { statistics: answer } = await openProgress(page)
  expect(answer.attempts, 'the demo check was taken').toBeGreaterThan(0)
  const topicDialog = await openTopicDialog(page)
  const statistics = await openStatisticsTab(topicDialog)
  await expect(
    statistics.getByText(
      fill(t.checkStatistics.summary.passRateOf, {
        passed: answer.passed_students,
        students: answer.students,
      }),
    ),
  ).toBeVisible()
  await expect(
    statistics.getByRole('progressbar', {
      name: fill(t.checkStatistics.items.rightLabel, {
        number: 1,
        percent: fill(t.checkStatistics.percent, { value: answer.items[0]!.right_percent }),
      }),
    }),
  ).toBeVisible()
  await expectAccessible(page, 'check statistics')

  const download = page.waitForEvent('download')
  await statistics.getByRole('button', { name: t.checkStatistics.csv }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv).toContain(`\r\nBestehensquote in %;${answer.pass_rate}\r\n`)
})

/** Pictures for a person to look at (SHOTS=1, as modules-shots.spec.ts), not assertions. */
if (process.env.SHOTS === '1') {
  const shotsDir = process.env.SHOTS_DIR ?? '/tmp/lernraster-shots'
  test('check statistics at 1440 and 1024 px', async ({ page }) => {
    test.setTimeout(120_000)
    mkdirSync(shotsDir, { recursive: true })
    await openProgress(page)
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size)
      await page.reload()
      const topicDialog = await openTopicDialog(page)
      const statistics = await openStatisticsTab(topicDialog)
      await expect(statistics.getByText(t.checkStatistics.passedWrong.title)).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: path.join(shotsDir, `check-statistics-${size.width}.png`) })
      await statistics.getByText(t.checkStatistics.items.title).scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(shotsDir, `check-statistics-items-${size.width}.png`) })
      await page.keyboard.press('Escape')
    }
  })
}
