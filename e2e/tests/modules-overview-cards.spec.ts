import type { OwnModuleSummary } from '@lernraster/shared'
import type { Locator, Page } from '@playwright/test'
import { countOf, filterBox } from '../support/activations'
import { escapeRegExp, loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { textPattern } from '../support/modules'
import { expectedActivation } from '../support/progress-plan'
import { apiOf } from '../support/sharing'

// Issue 31, with the demo data at 1024 px: own titles were cut until "Mathematik: Kompetenzra…" and
// "Deutsch: Kompetenzraste…" looked alike (the list at ~15 characters), running modules said
// "Entwurf", and "Verfügbare Module (1)" listed 2 cards. German only: the numbers and names do not
// depend on the language.
const t = packs.de
const run = expectedActivation(0)

const tab = (page: Page, countLabel: string) => page.getByRole('tab', { name: textPattern(countLabel) })
const cards = (page: Page) => page.getByRole('article')

/** Nothing of the text is cut: no ellipsis, no clamp, no overflow. */
async function expectWhole(link: Locator) {
  const cut = await link.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  )
  expect(cut, `${await link.textContent()} is shown whole`).toBe(false)
}

test.use({ viewport: { width: 1024, height: 900 } })

test('own cards show whole distinct titles and where a module runs; each tab counts the cards it shows', async ({
  page,
}) => {
  await useLanguage(page, 'de')
  await loginAsDemoTeacher(page)
  await apiOf(page).post('/account/updateTour', { show_tour: false })
  const own = await apiOf(page).get<OwnModuleSummary[]>('/modules', {})
  const names = own.map((module) => module.name)
  expect(new Set(names).size, 'the demo modules have distinct names').toBe(names.length)
  expect(names.filter((name) => name.endsWith(': Kompetenzraster')).length).toBeGreaterThan(1)

  await page.goto('/modules?defaultTabIndex=2')
  const ownTab = tab(page, t.moduleList.tabs.ownCount)
  await expect(ownTab).toHaveAttribute('aria-selected', 'true')
  await expect(cards(page)).toHaveCount(own.length)
  expect(await countOf(ownTab)).toBe(own.length)
  // Tiles: every title whole, and so distinct.
  const titles = cards(page).getByRole('heading', { level: 3 })
  await expect(titles).toHaveText(
    names.map((name) => new RegExp(`^${escapeRegExp(name)}$`)),
    {
      useInnerText: true,
    },
  )
  for (const title of await titles.getByRole('link').all()) await expectWhole(title)
  // The module 7a works in says so, instead of "Entwurf".
  const running = cards(page).filter({ has: page.getByRole('link', { name: run.moduleName, exact: true }) })
  await expect(running.getByText(/^Läuft in /)).toHaveText(
    new RegExp(`^Läuft in (.+, )?${escapeRegExp(run.className)}( und .+)?$`),
  )
  await expect(running).not.toContainText(t.moduleList.status.draft)
  for (const module of own.filter((candidate) => candidate.running_in.length === 0))
    await expect(
      cards(page).filter({ has: page.getByRole('link', { name: module.name, exact: true }) }),
    ).toContainText(t.moduleList.own.notRunning)

  // The list: the names whole too (at 1024 px they were cut at ~15 characters).
  await page.getByText(t.moduleList.view.list, { exact: true }).click()
  const table = page.getByRole('table', { name: t.moduleList.own.label })
  for (const name of names) await expectWhole(table.getByRole('link', { name, exact: true }))
  await expect(table.getByRole('row').filter({ hasText: run.moduleName })).toContainText('Läuft in')
  await page.getByText(t.moduleList.view.grid, { exact: true }).click()

  // Available: the shared and the bought modules are the cards; the label counts them all.
  const availableTab = tab(page, t.moduleList.tabs.availableCount)
  await availableTab.click()
  await expect(cards(page).first()).toBeVisible()
  const shown = await cards(page).count()
  expect(shown).toBeGreaterThan(1)
  expect(await countOf(availableTab)).toBe(shown)

  // Active: the label counts what the tab holds, running and finished; both boxes show it all.
  const activeTab = tab(page, t.moduleList.tabs.activeCount)
  await activeTab.click()
  for (const kind of ['active', 'finished'] as const) await filterBox(page, t, kind).check()
  await expect(cards(page).first()).toBeVisible()
  expect(await countOf(activeTab)).toBe(await cards(page).count())
})
