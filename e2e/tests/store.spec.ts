import type { Browser, Page, Response } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { uniqueEmail } from '../support/accounts'
import { escapeRegExp, fill, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { openModulesAsNewTeacher, showOwnModules, snackbar, storeModule } from '../support/modules'
import { providerAction } from '../support/provider'
import { apiOf, availableCard, demoClass, demoTeacherPage, overviewTab } from '../support/sharing'

// Issue 14: a teacher publishes, the provider declines with a reason and then confirms a new try, the
// demo teacher finds it by a filter, buys it (balance before and after) and runs it with a class; a
// later version reaches the buyer as the outdated flag, never as a change of what they bought.
// German only (decision 014): the English packs of these screens are complete by type.
const t = packs.de
const name = `Bruchrechnen im Store ${Date.now() % 100_000}`
const reason = 'Bitte beschreiben Sie, für welche Klassenstufe das Modul gedacht ist.'

/** The provider's administrator in a browser of their own, on the review page. */
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

/** Opens the own module's menu and chooses one of its entries. */
async function ownModuleAction(page: Page, entry: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })
  await card.getByRole('button', { name: fill(t.moduleList.card.more, { name }) }).click()
  await page.getByRole('menuitem', { name: entry }).click()
  return card
}

/** The publish dialog; a second publication finds the earlier choices filled in and keeps them. */
async function publishThroughDialog(page: Page, title: string, options: { again: boolean }) {
  await ownModuleAction(page, t.publishing.actions.publish)
  const dialog = await openedDialog(page, fill(title, { name }))
  const choose = async (label: string, option: string) => {
    await dialog.getByRole('combobox', { name: label, exact: true }).click()
    await page
      .getByRole('listbox', { name: label })
      .getByRole('option', { name: option, exact: true })
      .click()
  }
  if (options.again) {
    await expect(
      dialog.getByRole('combobox', { name: t.publishing.fields.country, exact: true }),
    ).toHaveValue('Schweiz')
  } else {
    await chooseAll(choose)
  }
  await expectAccessible(page, 'publish dialog')
  await dialog.getByRole('button', { name: t.publishing.dialog.submitPublish }).click()
  await expect(snackbar(page, t.publishing.published)).toBeVisible()
}

async function chooseAll(choose: (label: string, option: string) => Promise<void>) {
  await choose(
    t.publishing.fields.price,
    fill(t.publishing.fields.priceOption, { name: 'Mittel', count: 25 }),
  )
  await choose(t.publishing.fields.subject, 'Mathematik')
  await choose(t.publishing.fields.country, 'Schweiz')
  await choose(t.publishing.fields.schoolLevel, 'Sekundarstufe I, 7.–9. Klasse (Zyklus 3)')
  await choose(t.publishing.fields.schoolType, 'Sekundarschule')
  await choose(t.publishing.fields.language, 'Deutsch')
}

/** The review detail: the topic tile opens the topic with its question and description, nothing to edit. */
async function expectTopicOpens(provider: Page) {
  await provider.getByRole('button', { name: fill(t.publicationReview.open, { name }), exact: true }).click()
  const tile = provider.getByRole('button', { name: /«Kürzen» ansehen/ })
  await tile.click()
  const topic = provider.getByRole('dialog', { name: /Kürzen/ })
  await expect(topic).toBeVisible()
  await topic.getByRole('button', { name: /Ich kann einen Bruch kürzen\./ }).click()
  await expect(topic.getByText('6/8', { exact: true })).toBeVisible()
  await expect(topic.getByRole('textbox')).toHaveCount(0)
  await provider.keyboard.press('Escape')
  await expect(topic).toBeHidden()
  await tile.focus()
  await provider.keyboard.press('Enter')
  await expect(topic).toBeVisible()
  await provider.keyboard.press('Escape')
  await expect(topic).toBeHidden()
}

async function review(provider: Page, decision: 'confirm' | 'decline', title = name) {
  await provider.reload()
  await provider
    .getByRole('button', { name: fill(t.publicationReview.open, { name: title }), exact: true })
    .click()
  await expect(provider.getByRole('heading', { level: 1, name: title })).toBeVisible()
  if (decision === 'confirm') {
    await provider.getByRole('button', { name: t.publicationReview.detail.confirm }).click()
    await expect(snackbar(provider, t.publicationReview.detail.confirmed)).toBeVisible()
    return
  }
  await provider.getByRole('button', { name: t.publicationReview.detail.decline }).click()
  await provider.getByRole('textbox', { name: t.publicationReview.detail.reason }).fill(reason)
  await provider.getByRole('button', { name: t.publicationReview.detail.sendDecline }).click()
  await expect(snackbar(provider, t.publicationReview.detail.declined)).toBeVisible()
}

test('publish, decline with a reason, publish again, confirm; a colleague finds, buys and runs it; a new version marks it outdated', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await useLanguage(page, 'de')
  await openModulesAsNewTeacher(page, t, 'autorin')
  const moduleId = await storeModule(page, {
    name,
    description: 'Brüche erweitern, kürzen und vergleichen, mit Lösungen.',
    blocks: ['Grundlagen'],
    topics: [
      {
        column: 1,
        row: 1,
        title: 'Kürzen',
        questions: [{ title: 'Ich kann einen Bruch kürzen.', description: '6/8' }],
      },
    ],
  })
  await page.reload()
  await showOwnModules(page, t)
  await publishThroughDialog(page, t.publishing.dialog.publishTitle, { again: false })
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(card).toContainText(t.publishing.status.awaiting)

  // The provider declines; the author reads why, on the card. Before deciding, a topic's tile opens its
  // questions with their descriptions, read-only, by click and by keyboard (issue 38).
  const provider = await providerPage(browser, baseURL)
  await expectTopicOpens(provider)
  await review(provider, 'decline')
  await page.reload()
  await expect(card).toContainText(t.publishing.status.declined)
  await expect(card).toContainText(fill(t.publishing.status.reason, { reason }))

  // Edited and published again; the provider confirms. The dialog asks nothing the server no longer has:
  // publishing anew replaces the declined copy and its metadata (issue 38: a 404 in the console).
  await apiOf(page).post('/modules/update', { id: moduleId, name, description: 'Für die 1. Sekundarklasse.' })
  await page.reload()
  const refused: string[] = []
  const noteRefused = (response: Response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`)
  }
  page.on('response', noteRefused)
  await publishThroughDialog(page, t.publishing.dialog.publishTitle, { again: true })
  await expect(card).toContainText(t.publishing.status.awaiting)
  page.off('response', noteRefused)
  expect(refused).toEqual([])
  await review(provider, 'confirm')
  await page.reload()
  await expect(card).toContainText(t.publishing.status.published)
  // The original stays a draft inside, but its card does not say so beside "Veröffentlicht" (issue 38).
  await expect(card).not.toContainText(t.moduleList.status.draft)

  // The demo teacher finds it by a filter and buys it: 75 crystals before, 50 after.
  const buyer = await demoTeacherPage(browser, baseURL)
  await buyer.goto('/store')
  await buyer.getByRole('combobox', { name: t.moduleStore.search.country, exact: true }).click()
  await buyer
    .getByRole('listbox', { name: t.moduleStore.search.country })
    .getByRole('option', { name: 'Schweiz' })
    .click()
  await buyer.getByRole('combobox', { name: t.moduleStore.search.subject, exact: true }).click()
  await buyer
    .getByRole('listbox', { name: t.moduleStore.search.subject })
    .getByRole('option', { name: 'Mathematik' })
    .click()
  await expect(buyer).toHaveURL(/country_id=1/)
  await buyer.getByRole('link', { name, exact: true }).click()
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible()
  const before = (await apiOf(buyer).get<{ balance: number }>('/crystals/balance', {})).balance
  await buyer.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.moduleStore.module.buy)}`) }).click()
  const dialog = await openedDialog(buyer, fill(t.moduleStore.purchase.title, { name }))
  await expect(dialog).toContainText(fill(t.moduleStore.purchase.crystals, { count: before }))
  await expect(dialog).toContainText(fill(t.moduleStore.purchase.crystals, { count: before - 25 }))
  await expectAccessible(buyer, 'purchase dialog')
  // The purchase carries an Idempotency-Key: a click repeated after a lost answer buys once (decision 047).
  const purchaseRequest = buyer.waitForRequest((request) => request.url().endsWith('/modules/purchase'))
  await dialog.getByRole('button', { name: t.moduleStore.purchase.confirm }).click()
  expect((await purchaseRequest).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/)
  await expect(snackbar(buyer, fill(t.moduleStore.purchase.done, { name }))).toBeVisible()
  await expect(buyer.getByText(t.moduleStore.module.purchased)).toBeVisible()
  expect((await apiOf(buyer).get<{ balance: number }>('/crystals/balance', {})).balance).toBe(before - 25)

  // Bought, it runs with a class of the buyer.
  const store = await apiOf(buyer).get<{ id: number }>('/store/modules/byId', { id: moduleId })
  const classes = await apiOf(buyer).get<{ id: number; name: string }[]>('/groups', {})
  const subjects = await apiOf(buyer).get<{ id: number }[]>('/subjects', {})
  const group = classes.find((entry) => entry.name === demoClass)!
  await apiOf(buyer).post('/modules/activate', {
    id: store.id,
    group_id: group.id,
    subject_id: subjects[0]!.id,
  })

  // The author changes the original and publishes a new version; the bought copy stays as it was.
  await apiOf(page).post('/modules/update', { id: moduleId, name: `${name} (neu)`, description: '' })
  const next = await apiOf(page).post<{ published_module_id: number }>('/modules/publish', {
    id: moduleId,
    metaData: {
      description: 'Neue Version.',
      crystals: 25,
      lernraster_subject_id: 2,
      schoollevel_id: 4,
      schooltype_id: 2,
      language_id: 1,
      country_id: 1,
      tag_ids: [],
    },
  })
  await review(provider, 'confirm', `${name} (neu)`)
  const bought = await apiOf(buyer).get<{ name: string }>('/modules/byId', { id: store.id })
  expect(bought.name).toBe(name)
  await buyer.goto('/modules')
  await overviewTab(buyer, t.moduleList.tabs.available, t.moduleList.tabs.availableCount).click()
  const tile = availableCard(buyer, name)
  await expect(tile.getByTestId('outdated')).toContainText(t.moduleSharing.available.outdatedNewerText)
  await expect(
    tile.getByRole('link', { name: new RegExp(escapeRegExp(t.moduleSharing.available.outdatedLink)) }),
  ).toHaveAttribute('href', new RegExp(`/store/modules/${next.published_module_id}$`))
})
