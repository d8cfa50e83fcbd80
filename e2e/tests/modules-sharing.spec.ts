import type { StudentFeedback } from '@lernraster/shared'
import { expectAccessible } from '../support/accessibility'
import { escapeRegExp, fill, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { openModulesAsNewTeacher, showOwnModules, snackbar, storeModule } from '../support/modules'
import { providerAction } from '../support/provider'
import {
  apiOf,
  availableCard,
  demoClass,
  demoTeacher,
  demoTeacherPage,
  feedSidebar,
  firstBlockOf,
  overviewTab,
} from '../support/sharing'

// German only (decision 014): sharing and the feeds' refresh do not depend on the language; the
// English pack of these screens is complete by type.
const t = packs.de
const name = 'Bruchrechnen für die Parallelklasse'
const newTopic = 'Brüche vergleichen'
/** What the address field tells (its accessible description: the message under it, then the hint). */
const says = (text: string) => new RegExp(`^${escapeRegExp(text)}`)

test('a module shared with a colleague is activated by them, taken back, and the feeds refresh without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await useLanguage(page, 'de')
  await openModulesAsNewTeacher(page, t, 'teilen')
  const moduleId = await storeModule(page, {
    name,
    description: 'Erweitern, kürzen, vergleichen.',
    blocks: ['Grundlagen'],
    topics: [
      {
        column: 1,
        row: 1,
        title: 'Kürzen',
        questions: [{ title: 'Ich kann einen Bruch kürzen.', description: '6/8 = 3/4' }],
      },
    ],
  })
  await page.reload()
  await showOwnModules(page, t)

  // Teilen: the address is checked as typed; the colleague's name shows once found.
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })
  await card.getByRole('button', { name: fill(t.moduleList.card.more, { name }) }).click()
  await page.getByRole('menuitem', { name: t.moduleList.actions.share }).click()
  const dialog = await openedDialog(page, fill(t.moduleSharing.share.title, { name }))
  await expect(dialog.getByText(t.moduleSharing.share.listEmpty)).toBeVisible()
  const email = dialog.getByRole('textbox', { name: t.moduleSharing.share.email })
  const submit = dialog.getByRole('button', { name: t.moduleSharing.share.submit })
  await email.fill('niemand@schule.example')
  await expect(email).toHaveAccessibleDescription(says(t.moduleSharing.share.notFound))
  await expect(submit).toBeDisabled()
  await email.fill(demoTeacher.email)
  await expect(email).toHaveAccessibleDescription(says(`${t.moduleSharing.share.found}: ${demoTeacher.name}`))
  await expectAccessible(page, 'share dialog')
  await submit.click()
  await expect(snackbar(page, t.moduleSharing.share.done)).toBeVisible()
  await expect(email).toHaveValue('')
  const shared = dialog.getByTestId('shared-users')
  await expect(shared).toContainText(demoTeacher.name)
  // The list knows the address now: no second share, not even a lookup.
  await email.fill(demoTeacher.email.toUpperCase())
  await expect(email).toHaveAccessibleDescription(says(t.moduleSharing.share.alreadyShared))

  // The colleague, in a browser of their own, finds it under 'Verfügbare Module' and activates it.
  const colleague = await demoTeacherPage(browser, baseURL)
  await colleague.goto('/modules')
  await overviewTab(colleague, t.moduleList.tabs.available, t.moduleList.tabs.availableCount).click()
  const tile = availableCard(colleague, name)
  await expect(tile).toContainText(fill(t.moduleSharing.available.author, { name: 'Lea Brunner' }))
  await expect(tile).toContainText(t.moduleSharing.available.notRunning)
  const changes = feedSidebar(colleague, t.moduleFeeds.changes.title)
  await expect(changes.getByRole('listitem').first()).toBeVisible()
  await expectAccessible(colleague, 'available modules with the change feed')

  await tile.getByRole('button', { name: fill(t.moduleSharing.available.activateModule, { name }) }).click()
  const activate = await openedDialog(colleague, fill(t.moduleActive.activate.title, { name }))
  const classes = activate.getByRole('combobox', { name: t.moduleActive.activate.group })
  const demoClassOption = classes.locator('option').filter({ hasText: new RegExp(`^${demoClass} `) })
  await classes.selectOption((await demoClassOption.getAttribute('value')) ?? '')
  await activate.getByRole('combobox', { name: t.moduleActive.activate.subject }).selectOption({ index: 1 })
  await activate.getByRole('button', { name: t.moduleActive.activate.submit }).click()
  await expect(activate).toBeHidden()
  await expect(tile).toContainText(fill(t.moduleSharing.available.running_one, { count: 1 }))

  // ...and copies it into a draft of their own.
  await tile.getByRole('button', { name: fill(t.moduleList.actions.duplicateModule, { name }) }).click()
  const duplicate = await openedDialog(colleague, t.moduleList.duplicate.title)
  const copy = `${name} (meine Fassung)`
  await duplicate.getByRole('textbox', { name: t.moduleList.duplicate.name }).fill(copy)
  await duplicate.getByRole('button', { name: t.moduleList.duplicate.submit }).click()
  await expect(snackbar(colleague, fill(t.moduleList.duplicate.done, { name: copy }))).toBeVisible()
  const own = await apiOf(colleague).get<{ id: number; name: string }[]>('/modules', {})
  const copied = own.find((module) => module.name === copy)
  expect(copied, 'the copy is an own module of the colleague').toBeDefined()
  await apiOf(colleague).post('/modules/remove', { id: copied!.id })

  // The owner changes the module: the colleague's change feed shows it at its next refresh.
  await apiOf(page).post('/topics/store', {
    title: newTopic,
    description: '',
    order: 2,
    block_id: await firstBlockOf(page, moduleId),
    questions: [{ title: 'Ich kann zwei Brüche vergleichen.', description: '2/3 oder 3/4?' }],
  })
  const change = changes
    .getByRole('listitem')
    .filter({ hasText: `${t.moduleFeeds.change.subjects.topic} «${newTopic}»` })
  await expect(change).toHaveCount(0)
  await colleague.clock.fastForward(60_000)
  await expect(change).toContainText(t.moduleFeeds.change.kinds.new)

  // The owner takes the share back, asked in place; the colleague's class keeps the module.
  await email.fill('')
  await shared
    .getByRole('button', { name: fill(t.moduleSharing.share.unshareFor, { name: demoTeacher.name }) })
    .click()
  await expect(dialog.getByText(fill(t.moduleSharing.share.keepsRunning_one, { count: 1 }))).toBeVisible()
  await dialog.getByRole('button', { name: t.moduleSharing.share.unshare }).click()
  await expect(snackbar(page, t.moduleSharing.share.unshareDone)).toBeVisible()
  await expect(dialog.getByText(t.moduleSharing.share.listEmpty)).toBeVisible()

  await colleague.reload()
  await overviewTab(colleague, t.moduleList.tabs.available, t.moduleList.tabs.availableCount).click()
  await expect(availableCard(colleague, name)).toHaveCount(0)

  // A demo student rates a question and asks about it (the provider's demo-activity): the student
  // activity feed (Active tab) and the feedback feed (Own tab) show both at their next refresh.
  await overviewTab(colleague, t.moduleList.tabs.active, t.moduleList.tabs.activeCount).click()
  const activity = feedSidebar(colleague, t.moduleFeeds.activity.title)
  await expect(activity.getByRole('listitem').first()).toBeVisible()
  const output = await providerAction({ name: 'demo-activity', email: demoTeacher.email })
  const [, student, question] = /^(.+) rated «(.+)» with/.exec(output) ?? []
  const rated = activity.getByRole('listitem').filter({ hasText: student! }).filter({ hasText: question! })
  await expect(rated).toHaveCount(0)
  await colleague.clock.fastForward(60_000)
  await expect(rated.first()).toContainText(
    new RegExp(`${t.moduleFeeds.grade.above}|${t.moduleFeeds.grade.at}|${t.moduleFeeds.grade.below}`),
  )
  await overviewTab(colleague, t.moduleList.tabs.own, t.moduleList.tabs.ownCount).click()
  const feedback = feedSidebar(colleague, t.moduleFeeds.feedback.title)
  const solved = feedback.getByRole('checkbox', {
    name: fill(t.moduleFeeds.feedbackEntry.solvedOf, { name: student!, question: question! }),
    exact: true,
  })
  await expect(solved.first()).not.toBeChecked()
  await solved.first().check()
  await expect(solved.first()).toBeChecked()
  const newest = await apiOf(colleague).get<StudentFeedback[]>('/feedbacks/newest', { take: 1 })
  expect(newest[0]).toMatchObject({ solved: true, question: { title: question } })

  const activations = await apiOf(colleague).get<{ id: number; module_id: number }[]>('/modules/active', {})
  const mine = activations.find((activation) => activation.module_id === moduleId)
  if (mine) await apiOf(colleague).post('/modules/removeActive', { module_id: mine.id })
  await colleague.context().close()
})
