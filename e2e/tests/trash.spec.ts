import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { activationCard, removeModule } from '../support/activations'
import { classRow, escapeRegExp, fill, loginAsDemoTeacher, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { expectTopicIn, gridCell, snackbar, storeModule, textPattern } from '../support/modules'
import { demoRunning, expectedActivation } from '../support/progress-plan'
import { apiOf } from '../support/sharing'

// Issue 31: what a teacher removes goes to the Papierkorb and comes back whole. German only
// (decision 014): the English pack of these screens is complete by type. Every journey leaves the demo
// school as it found it: what it removes from the demo comes back before it ends.
const t = packs.de

/** 7b runs the second subject's grid with ratings (demo-running-plan.ts); the progress journeys use 7a's. */
const runIndex = 1
const run = expectedActivation(runIndex)
const runRatings = demoRunning.ratings.filter((rating) => rating.activationIndex === runIndex)
const ratedBy = new Set(runRatings.map((rating) => rating.studentIndex)).size
/** "153 Bewertungen von 17 Lernenden", as the trash list writes a run's contents. */
const runContents = fill(t.trash.contents.ratingsOfStudents, {
  ratings: fill(t.trash.contents.ratings_other, { n: runRatings.length }),
  n: ratedBy,
})
const runTitle = fill(t.trash.activationTitle, { module: run.moduleName, group: run.className })

const today = () =>
  new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date())

/** The Papierkorb's row of an item, found by its name. */
const trashRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: t.trash.label })
    .getByRole('row')
    .filter({ has: page.getByText(title, { exact: true }) })

async function openTrashFromAccountMenu(page: Page) {
  await page.getByRole('button', { name: textPattern(t.shell.account.menuLabel) }).click()
  await page.getByRole('menuitem', { name: t.shell.account.trash }).click()
  await expect(page).toHaveURL(/\/trash$/)
  await expect(page.getByRole('heading', { level: 1, name: t.trash.title })).toBeVisible()
}

async function restoreRow(page: Page, title: string) {
  await trashRow(page, title)
    .getByRole('button', { name: fill(t.trash.restoreOf, { title }) })
    .click()
}

test.beforeEach(async ({ page }) => useLanguage(page, 'de'))

test('a run with ratings goes to the trash, is listed with its numbers and comes back with every rating', async ({
  page,
}) => {
  expect(runRatings.length).toBeGreaterThan(10)
  await loginAsDemoTeacher(page)
  await page.goto('/modules')
  await page.getByRole('tab', { name: textPattern(t.moduleList.tabs.activeCount) }).click()
  const card = activationCard(page, t, run.moduleName, run.className)
  const progress = await card.getByRole('progressbar').getAttribute('aria-valuenow')
  expect(Number(progress)).toBeGreaterThan(0)

  // The confirmation names what goes and that it can come back; no typed word for the trash.
  await card
    .getByRole('button', {
      name: fill(t.moduleActive.actions.removeOf, { name: run.moduleName, group: run.className }),
    })
    .click()
  const dialog = await openedDialog(page, t.moduleActive.remove.title)
  const summary = dialog.getByTestId('removal-summary')
  await expect(summary).toContainText(
    fill(t.moduleActive.remove.deleted_other, {
      evaluations: fill(t.moduleActive.remove.evaluations_other, { n: runRatings.length }),
      students: fill(t.moduleActive.remove.students_other, { n: ratedBy }),
    }),
  )
  await expect(summary).toContainText(fill(t.removal.restorable, { days: 30 }))
  await expect(dialog.getByTestId('removal-word')).toHaveCount(0)
  await expectAccessible(page, 'run to the trash')
  await dialog.getByRole('button', { name: t.moduleActive.remove.confirm }).click()
  await expect(dialog).toBeHidden()
  await expect(snackbar(page, t.moduleActive.remove.done)).toBeVisible()
  await expect(card).toHaveCount(0)

  // The Papierkorb lists it: kind, name, its numbers, today, 29 days left.
  await openTrashFromAccountMenu(page)
  const row = trashRow(page, runTitle)
  await expect(row).toContainText(t.trash.kinds.activation)
  await expect(row).toContainText(runContents)
  await expect(row).toContainText(today())
  await expect(row).toContainText(fill(t.trash.daysLeft_other, { count: 29 }))
  // Below the table its pager's range (the pages appear past 20 rows): thirty days of removals can be many.
  await expect(page.getByText(/^1–\d+ von \d+$/)).toBeVisible()
  await expectAccessible(page, 'Papierkorb')

  // Wiederherstellen: busy once, then the row leaves and the run is back with its progress.
  await restoreRow(page, runTitle)
  await expect(snackbar(page, fill(t.trash.restored, { title: runTitle }))).toBeVisible()
  await expect(row).toHaveCount(0)
  await page.goto('/modules')
  await page.getByRole('tab', { name: textPattern(t.moduleList.tabs.activeCount) }).click()
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', progress ?? '')

  // The progress screen shows the ratings again: every rated topic's tile has its average.
  await card
    .getByRole('link', {
      name: fill(t.moduleActive.actions.statisticsOf, { name: run.moduleName, group: run.className }),
    })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: run.moduleName })).toBeVisible()
  const rated = run.topics.filter((topic) => topic.students.size > 0)
  expect(rated.length).toBeGreaterThan(0)
  for (const topic of rated) {
    const name = `Thema ${topic.column}.${topic.row} ${topic.title}: Durchschnitt`
    await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) })).toBeVisible()
  }
})

test('a module comes back with its grid; deleting it for good needs the typed word', async ({ page }) => {
  await loginAsDemoTeacher(page)
  const name = 'Papierkorb: Geometrie'
  const moduleId = await storeModule(page, {
    name,
    description: 'Winkel und Dreiecke.',
    blocks: ['Winkel'],
    topics: [
      {
        column: 1,
        row: 1,
        title: 'Winkel messen',
        questions: [
          { title: 'Ich kann einen Winkel messen.', description: 'Mit dem Geodreieck.' },
          { title: 'Ich kann Winkel schätzen.', description: 'Auf 10 Grad genau.' },
        ],
      },
    ],
  })
  const trashOf = async () => {
    const answer = await apiOf(page).post<{ trash_id: number }>('/modules/remove', { id: moduleId })
    return answer.trash_id
  }

  await trashOf()
  // The modules page leads to the Papierkorb too.
  await page.goto('/modules')
  await page.getByRole('link', { name: t.moduleList.trash }).click()
  const row = trashRow(page, name)
  await expect(row).toContainText(t.trash.kinds.module)
  await expect(row).toContainText(
    `${fill(t.trash.contents.topics_one, { n: 1 })}, ${fill(t.trash.contents.questions_other, { n: 2 })}`,
  )
  await restoreRow(page, name)
  await expect(snackbar(page, fill(t.trash.restored, { title: name }))).toBeVisible()
  await page.goto(`/modules/configurator?module_id=${moduleId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expectTopicIn(gridCell(page, t, 1, 1), t, 'Winkel messen', 2)

  // Endgültig löschen: what is lost, and the button waits for 'löschen' or 'remove'.
  await trashOf()
  await page.goto('/trash')
  await trashRow(page, name)
    .getByRole('button', { name: fill(t.trash.removeOf, { title: name }) })
    .click()
  const dialog = await openedDialog(page, t.trash.removeDialog.title)
  await expect(dialog.getByTestId('removal-summary')).toContainText(t.removal.irreversible)
  const confirm = dialog.getByRole('button', { name: t.trash.removeDialog.confirm })
  const word = dialog.getByRole('textbox', { name: t.removal.wordLabel })
  await expect(confirm).toBeDisabled()
  await word.fill('entfernen')
  await expect(confirm).toBeDisabled()
  await expectAccessible(page, 'delete for good')
  await word.fill('löschen')
  await confirm.click()
  await expect(dialog).toBeHidden()
  await expect(snackbar(page, t.trash.removeDialog.done)).toBeVisible()
  await expect(trashRow(page, name)).toHaveCount(0)
  const gone = await page.request.get(`/api/teacher/v1/modules/get?id=${moduleId}`, {
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('lernraster.api_token'))}`,
    },
  })
  expect(gone.status()).toBe(404)
})

test('a topic removed in the editor comes back from the snackbar', async ({ page }) => {
  await loginAsDemoTeacher(page)
  const name = 'Papierkorb: Rückgängig'
  const moduleId = await storeModule(page, {
    name,
    description: 'Ein Thema, das zurückkommt.',
    blocks: ['Zahlen'],
    topics: [
      {
        column: 1,
        row: 1,
        title: 'Runden',
        questions: [{ title: 'Ich kann runden.', description: 'Auf Zehner.' }],
      },
    ],
  })
  await page.goto(`/modules/configurator?module_id=${moduleId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const cell = gridCell(page, t, 1, 1)
  await expectTopicIn(cell, t, 'Runden', 1)

  await cell.getByRole('button', { name: textPattern(t.moduleEditor.grid.editTopicLabel) }).click()
  const form = await openedDialog(page, t.moduleDialogs.topic.editTitle)
  await form.getByRole('button', { name: t.moduleDialogs.topic.remove }).click()
  // The confirmation replaces the form in the same dialog, under its own title.
  const dialog = page.getByRole('dialog', { name: t.moduleDialogs.topic.removeTitle })
  await expect(
    dialog.getByText(fill(t.moduleDialogs.topic.removeQuestion, { title: 'Runden' })),
  ).toBeVisible()
  await dialog.getByRole('button', { name: t.moduleDialogs.topic.removeConfirm }).click()
  await expect(dialog).toBeHidden()
  const moved = snackbar(page, t.trash.undo.moved.topic)
  await expect(moved).toBeVisible()
  await expect(cell).not.toContainText('Runden')

  await moved.getByRole('button', { name: t.trash.undo.action }).click()
  await expect(snackbar(page, t.trash.undo.done)).toBeVisible()
  await expectTopicIn(cell, t, 'Runden', 1)
  await page.reload()
  await expectTopicIn(cell, t, 'Runden', 1)
  await removeModule(page, moduleId)
})

test('a run whose class went to the trash after it says what to do; the class comes back first', async ({
  page,
}) => {
  const classRun = expectedActivation(2)
  const runId = await (async () => {
    await loginAsDemoTeacher(page)
    const active = await apiOf(page).get<{ id: number; name: string; group: { name: string } }[]>(
      '/modules/active',
      {},
    )
    const found = active.find(
      (candidate) => candidate.name === classRun.moduleName && candidate.group.name === classRun.className,
    )
    expect(found, 'the demo run of the third class').toBeDefined()
    return found!.id
  })()
  const title = fill(t.trash.activationTitle, { module: classRun.moduleName, group: classRun.className })

  await apiOf(page).post('/modules/removeActive', { module_id: runId })
  // The class goes from its edit dialog: Löschen at the bottom left, its numbers, a plain confirmation.
  await page.goto('/groups')
  await classRow(page, t, classRun.className)
    .getByRole('button', { name: fill(t.classes.list.editClass, { name: classRun.className }) })
    .click()
  let dialog = await openedDialog(page, t.classes.form.editTitle)
  await dialog.getByRole('button', { name: t.classes.form.remove }).click()
  dialog = await openedDialog(page, t.classes.remove.title)
  await expect(dialog.getByText(fill(t.classes.remove.question, { name: classRun.className }))).toBeVisible()
  await expect(dialog.getByTestId('removal-summary')).toContainText(
    fill(t.classes.remove.students_other, { n: classRun.students.length }),
  )
  await expect(dialog.getByTestId('removal-word')).toHaveCount(0)
  await expectAccessible(page, 'class to the trash')
  await dialog.getByRole('button', { name: t.classes.remove.confirm }).click()
  await expect(dialog).toBeHidden()
  await expect(snackbar(page, t.trash.undo.moved.class)).toBeVisible()
  await expect(classRow(page, t, classRun.className)).toHaveCount(0)

  // The run cannot come back without its class: the server's sentence says so, no generic error.
  await page.goto('/trash')
  await restoreRow(page, title)
  await expect(snackbar(page, t.messages.trash.classGone)).toBeVisible()
  await expect(trashRow(page, title)).toBeVisible()

  // The class first, then the run: both back, the demo as it was.
  await restoreRow(page, classRun.className)
  await expect(snackbar(page, fill(t.trash.restored, { title: classRun.className }))).toBeVisible()
  await restoreRow(page, title)
  await expect(snackbar(page, fill(t.trash.restored, { title }))).toBeVisible()
  await page.goto('/groups')
  await expect(classRow(page, t, classRun.className)).toBeVisible()
})
