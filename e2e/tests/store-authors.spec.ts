import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { uniqueEmail } from '../support/accounts'
import { escapeRegExp, fill, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { openModulesAsNewTeacher, showOwnModules, snackbar, storeModule } from '../support/modules'
import { providerAction } from '../support/provider'
import { apiOf, availableCard, overviewTab } from '../support/sharing'

// Issue 38 (decision 054): an author previews the store page and withdraws a waiting submission; a
// buyer filters by price, reloads and keeps the list, and reads a topic's question titles; an author
// takes a module off the store, its page says it is no longer available, the buyer keeps it, and the
// author reads the sale. German only (decision 014): the English packs are complete by type.
const t = packs.de
const run = Date.now() % 100_000
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/lernraster-shots'
const sizes = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const

const metaData = (crystals: number) => ({
  description: 'Brüche erweitern, kürzen und vergleichen, mit Lösungen.',
  crystals,
  lernraster_subject_id: 2,
  schoollevel_id: 4,
  schooltype_id: 2,
  language_id: 1,
  country_id: 1,
  tag_ids: [],
})

/** Six blocks, two rows: the store page's grid must show every column at 1440 and at 1024 px. */
const sixColumns = (name: string) => ({
  name,
  description: 'Sechs Spalten.',
  blocks: ['Erweitern', 'Kürzen', 'Vergleichen', 'Addieren', 'Multiplizieren', 'Dividieren'],
  topics: Array.from({ length: 6 }, (_, index) => ({
    column: index + 1,
    row: 1,
    title: `Thema ${index + 1}`,
    questions: [
      { title: `Ich kann Aufgabe ${index + 1}a lösen.`, description: `Geheime Beschreibung ${index + 1}` },
      { title: `Ich kann Aufgabe ${index + 1}b lösen.`, description: 'Noch geheimer' },
    ],
  })),
})

/** The provider's administrator, signed in on the review page; confirms through the API. */
async function providerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const email = uniqueEmail('pruefer')
  const output = await providerAction({ name: 'add-user', email, role: 'admin' })
  const password = output.match(/password: (\S+)/)?.[1] ?? ''
  const context = await browser.newContext({ baseURL, locale: 'de-CH', reducedMotion: 'reduce' })
  const page = await context.newPage()
  await useLanguage(page, 'de')
  await page.goto('/review')
  await page.getByLabel(t.auth.fields.email).fill(email)
  await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: t.publicationReview.title })).toBeVisible()
  return page
}

/** Another new teacher in a browser of their own, on the module overview. */
async function teacherPage(browser: Browser, baseURL: string | undefined, who: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-CH', reducedMotion: 'reduce' })
  const page = await context.newPage()
  await useLanguage(page, 'de')
  await openModulesAsNewTeacher(page, t, who)
  return page
}

/** A module of the teacher on `page` in the store: built, published and confirmed by the provider. */
async function listedModule(page: Page, provider: Page, name: string, crystals: number) {
  const id = await storeModule(page, sixColumns(name))
  const copy = await apiOf(page).post<{ published_module_id: number }>('/modules/publish', {
    id,
    metaData: metaData(crystals),
  })
  await apiOf(provider).post('/publications/confirm', { id: copy.published_module_id })
  return { id, copyId: copy.published_module_id }
}

/** Opens an own module's menu and chooses one of its entries. */
async function ownModuleAction(page: Page, name: string, entry: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })
  await card.getByRole('button', { name: fill(t.moduleList.card.more, { name }) }).click()
  await page.getByRole('menuitem', { name: entry }).click()
  return card
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click()
}

test('an author previews the store page, submits, and withdraws the waiting submission', async ({ page }) => {
  test.setTimeout(120_000)
  await useLanguage(page, 'de')
  await openModulesAsNewTeacher(page, t, 'autorin')
  const name = `Vorschau ${run}`
  await storeModule(page, sixColumns(name))
  await page.reload()
  await showOwnModules(page, t)

  await ownModuleAction(page, name, t.publishing.actions.publish)
  const dialog = await openedDialog(page, fill(t.publishing.dialog.publishTitle, { name }))
  await choose(
    page,
    dialog,
    t.publishing.fields.price,
    fill(t.publishing.fields.priceOption, { name: 'Mittel', count: 25 }),
  )
  await choose(page, dialog, t.publishing.fields.subject, 'Mathematik')
  await choose(page, dialog, t.publishing.fields.country, 'Schweiz')
  await choose(page, dialog, t.publishing.fields.schoolLevel, 'Sekundarstufe I, 7.–9. Klasse (Zyklus 3)')
  await choose(page, dialog, t.publishing.fields.schoolType, 'Sekundarschule')
  await choose(page, dialog, t.publishing.fields.language, 'Deutsch')

  // The preview is the store page a buyer will see: description, price, facets, the grid by titles.
  await dialog.getByRole('button', { name: t.publishing.preview.show }).click()
  const preview = dialog.getByTestId('store-preview')
  await expect(preview).toContainText(t.publishing.preview.title)
  await expect(preview).toContainText('Sechs Spalten.')
  await expect(preview).toContainText(fill(t.moduleStore.card.price, { count: 25 }))
  await expect(preview).toContainText('Mathematik')
  await expect(preview).toContainText('Sekundarschule')
  await expect(preview).toContainText(
    `${fill(t.moduleStore.module.topics_other, { count: 6 })}, ${fill(t.moduleStore.module.questionsCount_other, { count: 12 })}`,
  )
  await expect(
    preview.getByRole('button', { name: fill(t.moduleStore.module.openTopic, { title: 'Thema 6' }) }),
  ).toBeVisible()
  await expect(preview).not.toContainText('Geheime Beschreibung')
  await expectAccessible(page, 'publish preview')
  if (process.env.SHOTS === '1') {
    mkdirSync(shotsDir, { recursive: true })
    for (const size of sizes) {
      await page.setViewportSize(size)
      await page.screenshot({ path: path.join(shotsDir, `store-publish-preview-${size.width}.png`) })
    }
  }
  await dialog.getByRole('button', { name: t.publishing.preview.hide }).click()
  await dialog.getByRole('button', { name: t.publishing.dialog.submitPublish }).click()
  await expect(snackbar(page, t.publishing.published)).toBeVisible()
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(card).toContainText(t.publishing.status.awaiting)

  // Withdrawn after a confirmation: the card shows no publication and offers publishing again.
  await ownModuleAction(page, name, t.publishing.actions.withdraw)
  const confirm = await openedDialog(page, fill(t.publishing.exit.withdrawTitle, { name }))
  await expect(confirm).toContainText(t.publishing.exit.withdrawText)
  await expectAccessible(page, 'withdraw dialog')
  await confirm.getByRole('button', { name: t.publishing.exit.withdrawConfirm }).click()
  await expect(snackbar(page, t.publishing.exit.withdrawn)).toBeVisible()
  await expect(card).not.toContainText(t.publishing.status.awaiting)
  await card.getByRole('button', { name: fill(t.moduleList.card.more, { name }) }).click()
  await expect(page.getByRole('menuitem', { name: t.publishing.actions.publish })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: t.publishing.actions.withdraw })).toHaveCount(0)
})

test('a buyer filters by price, reloads and keeps the list, and reads a topic’s question titles', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await useLanguage(page, 'de')
  await openModulesAsNewTeacher(page, t, 'autorin')
  const provider = await providerPage(browser, baseURL)
  const word = `Preisfilter${run}`
  const free = `${word} kostenlos`
  await listedModule(page, provider, free, 0)
  await listedModule(page, provider, `${word} teuer`, 50)

  const buyer = await teacherPage(browser, baseURL, 'kaeufer')
  await buyer.goto('/store')
  await buyer.getByRole('searchbox', { name: t.moduleStore.search.label }).fill(word)
  await expect(buyer).toHaveURL(new RegExp(`search=${word}`))
  const results = buyer.getByRole('region', { name: t.moduleStore.search.results })
  await expect(results.getByRole('article')).toHaveCount(2)
  await choose(buyer, buyer.getByRole('main'), t.moduleStore.search.price, t.moduleStore.search.free)
  await expect(buyer).toHaveURL(/max_crystals=0/)
  await expect(results.getByRole('article')).toHaveCount(1)
  await expect(results.getByRole('link', { name: free, exact: true })).toBeVisible()

  // A reload (or the copied link) shows the same list with the same filters.
  await buyer.reload()
  await expect(buyer.getByRole('combobox', { name: t.moduleStore.search.price, exact: true })).toHaveValue(
    t.moduleStore.search.free,
  )
  await expect(buyer.getByRole('searchbox', { name: t.moduleStore.search.label })).toHaveValue(word)
  await expect(results.getByRole('article')).toHaveCount(1)
  await expect(results.getByRole('link', { name: free, exact: true })).toBeVisible()

  // The store page: every column in view, plurals right, a topic opens its question titles only.
  await results.getByRole('link', { name: free, exact: true }).click()
  await expect(buyer.getByRole('heading', { level: 1, name: free })).toBeVisible()
  await expect(buyer.getByText(fill(t.moduleStore.card.classes_other, { count: 0 }))).toBeVisible()
  for (const size of sizes) {
    await buyer.setViewportSize(size)
    const scroller = buyer.locator('.module-grid-scroll')
    const last = buyer.getByRole('columnheader', { name: 'Dividieren' })
    await expect(last).toBeVisible()
    const box = await scroller.boundingBox()
    const head = await last.boundingBox()
    expect(head!.x + head!.width, `the sixth column fits at ${size.width} px`).toBeLessThanOrEqual(
      box!.x + box!.width,
    )
    if (process.env.SHOTS === '1') {
      mkdirSync(shotsDir, { recursive: true })
      await buyer.screenshot({ path: path.join(shotsDir, `store-page-${size.width}.png`), fullPage: true })
    }
  }
  const topic = buyer.getByRole('button', {
    name: fill(t.moduleStore.module.openTopic, { title: 'Thema 3' }),
  })
  await topic.focus()
  await buyer.keyboard.press('Enter')
  const questions = await openedDialog(buyer, fill(t.moduleStore.module.questions, { title: 'Thema 3' }))
  await expect(questions.getByRole('listitem')).toHaveText([
    'Ich kann Aufgabe 3a lösen.',
    'Ich kann Aufgabe 3b lösen.',
  ])
  await expect(questions).not.toContainText('Geheime Beschreibung')
  await expectAccessible(buyer, 'question titles')
  await buyer.keyboard.press('Escape')
  await expect(questions).toBeHidden()

  // Back to the list: the filters are still there.
  await buyer.getByRole('link', { name: t.moduleStore.module.back }).click()
  await expect(buyer).toHaveURL(/max_crystals=0/)
  await expect(results.getByRole('article')).toHaveCount(1)
  await buyer.goBack()
  await expect(buyer.getByRole('heading', { level: 1, name: free })).toBeVisible()
  await buyer.goBack()
  await expect(buyer).toHaveURL(/max_crystals=0/)
  await expect(results.getByRole('article')).toHaveCount(1)
})

test('an author takes a module off the store: its page says no longer available, the buyer keeps it, the sale shows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await useLanguage(page, 'de')
  await openModulesAsNewTeacher(page, t, 'autorin')
  const provider = await providerPage(browser, baseURL)
  const name = `Aus dem Store ${run}`
  const listed = await listedModule(page, provider, name, 25)
  const buyer = await teacherPage(browser, baseURL, 'kaeufer')
  await apiOf(buyer).post('/modules/purchase', { id: listed.copyId, crystals: 25 })

  await page.reload()
  await showOwnModules(page, t)
  const card = await ownModuleAction(page, name, t.publishing.actions.unlist)
  const confirm = await openedDialog(page, fill(t.publishing.exit.unlistTitle, { name }))
  await expect(confirm).toContainText(t.publishing.exit.unlistText)
  await expectAccessible(page, 'unlist dialog')
  await confirm.getByRole('button', { name: t.publishing.exit.unlistConfirm }).click()
  await expect(snackbar(page, t.publishing.exit.unlisted)).toBeVisible()
  await expect(card).toContainText(t.publishing.status.removed)
  await card.getByRole('button', { name: fill(t.moduleList.card.more, { name }) }).click()
  await expect(page.getByRole('menuitem', { name: t.publishing.actions.newVersion })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: t.publishing.actions.unlist })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // A buyer's link (any id of the line) lands on the page, which sells nothing now.
  await buyer.goto(`/store/modules/${listed.id}`)
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(buyer.getByText(t.moduleStore.module.unavailable, { exact: true })).toBeVisible()
  await expect(
    buyer.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.moduleStore.module.buy)}`) }),
  ).toHaveCount(0)
  await expect(buyer.getByText(t.moduleStore.module.purchased)).toBeVisible()
  await buyer.goto('/modules')
  await overviewTab(buyer, t.moduleList.tabs.available, t.moduleList.tabs.availableCount).click()
  await expect(availableCard(buyer, name)).toBeVisible()

  // The author reads the sale: from the crystals page to the sales view.
  await page.goto('/store/crystals')
  await page.getByRole('link', { name: t.moduleStore.sales.link }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.moduleStore.sales.title })).toBeVisible()
  const byModule = page.getByRole('table').first()
  await expect(byModule.getByRole('rowheader', { name })).toBeVisible()
  await expect(
    byModule.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) }),
  ).toContainText('25')
  await expect(page.getByText(t.moduleStore.sales.note)).toBeVisible()
  await expectAccessible(page, 'sales view')
  if (process.env.SHOTS === '1') {
    mkdirSync(shotsDir, { recursive: true })
    for (const size of sizes) {
      await page.setViewportSize(size)
      await page.screenshot({ path: path.join(shotsDir, `store-sales-${size.width}.png`), fullPage: true })
      await buyer.setViewportSize(size)
      await buyer.goto(`/store/modules/${listed.id}`)
      await expect(buyer.getByText(t.moduleStore.module.unavailable, { exact: true })).toBeVisible()
      await buyer.screenshot({
        path: path.join(shotsDir, `store-page-removed-${size.width}.png`),
        fullPage: true,
      })
    }
  }
})
