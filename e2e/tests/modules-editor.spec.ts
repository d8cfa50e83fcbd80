import type { Locator, Page } from '@playwright/test'
import { filePathPrefix } from '../../packages/shared/src/modules'
import { expectAccessible } from '../support/accessibility'
import { escapeRegExp, fill, openedDialog, type Pack } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import {
  coverPng,
  expectTopicIn,
  gridCell,
  openModulesAsNewTeacher,
  showOwnModules,
  snackbar,
  solutionPdf,
  storeModule,
  topicButtonName,
} from '../support/modules'

const module = {
  name: 'Brüche und Dezimalzahlen',
  description: 'Rechnen mit Brüchen: vom Kürzen bis zum Addieren.',
  blocks: ['Brüche', 'Dezimalzahlen'],
}
const linkTopic = {
  title: 'Brüche addieren',
  description: 'Gleichnamige und ungleichnamige Brüche.',
  question: 'Ich kann gleichnamige Brüche addieren.',
  questionText: 'Löse die Aufgaben 1 bis 6 auf dem Arbeitsblatt.',
  typedLink: 'www.example.ch/brueche',
}
const fileTopic = {
  title: 'Brüche kürzen',
  questions: [
    { title: 'Ich kann einen Bruch kürzen.', description: 'Kürze 12/18 so weit wie möglich.' },
    { title: 'Ich erkenne gekürzte Brüche.', description: 'Welche der Brüche sind vollständig gekürzt?' },
  ],
}
const textTopic = {
  title: 'Dezimalzahlen runden',
  question: 'Ich kann auf Zehntel runden.',
  questionText: 'Runde 3,46 und 7,05 auf eine Stelle nach dem Komma.',
  solution: '3,5 und 7,1',
}

/** The three topics as the grid names them. */
const viewed = [
  { cell: '1.1', title: linkTopic.title, type: 'normal', questions: 1 },
  { cell: '1.2', title: fileTopic.title, type: 'normal', questions: 2 },
  { cell: '2.1', title: textTopic.title, type: 'exercise', questions: 1 },
] as const

/**
 * A header cell of the configurator: a new block named there (Enter saves, docs/product/modules.md "Blocks").
 */
async function createBlock(page: Page, t: Pack, column: number, name: string) {
  await page.getByRole('button', { name: fill(t.moduleEditor.grid.newBlockLabel, { column }) }).click()
  const dialog = await openedDialog(page, fill(t.moduleDialogs.block.newTitle, { column }))
  const field = dialog.getByRole('textbox', { name: t.moduleDialogs.block.name, exact: true })
  await expect(field).toBeFocused()
  await field.fill(name)
  await field.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('columnheader', { name })).toBeVisible()
}

async function openNewTopic(page: Page, t: Pack, column: number, row: number) {
  const cell = `${column}.${row}`
  await page.getByRole('button', { name: fill(t.moduleEditor.grid.newTopicLabel, { cell }) }).click()
  return openedDialog(page, fill(t.moduleDialogs.topic.newTitle, { label: cell }))
}

/** Question `number` of the open topic dialog: title and description typed, its details folded out. */
async function writeQuestion(
  dialog: Locator,
  t: Pack,
  number: number,
  title: string,
  description: string,
  details = false,
) {
  const card = dialog.getByRole('listitem', { name: fill(t.moduleDialogs.question.label, { number }) })
  await card.getByRole('textbox', { name: fill(t.moduleDialogs.question.title, { number }) }).fill(title)
  await card
    .getByRole('textbox', { name: fill(t.moduleDialogs.question.description, { number }) })
    .fill(description)
  if (details) {
    const toggle = card.getByRole('button', { name: fill(t.moduleDialogs.question.details, { number }) })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }
  return card
}

async function save(dialog: Locator, t: Pack) {
  await dialog.getByRole('button', { name: t.common.save }).click()
  await expect(dialog).toBeHidden()
}

/** The viewer's topic dialog, its question `number` unfolded. */
async function openQuestion(dialog: Locator, number: number, title: string) {
  await dialog.getByRole('button', { name: `${number}. ${title}` }).click()
}

// The whole journey in German; its behaviour does not depend on the language. The English screens get
// the light journey below: the same dialogs and the viewer, their texts and axe (decision 014).
for (const language of ['de'] as const) {
  const t = packs[language]

  test.describe(`module configurator (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test('a teacher builds a module from nothing - blocks, topics with questions, a link, a solution file, a cover - and the viewer shows every text', async ({
      page,
    }) => {
      test.setTimeout(90_000) // one whole module typed in through the screens
      await openModulesAsNewTeacher(page, t, `raster-${language}`)
      await showOwnModules(page, t)
      await expect(page.getByTestId('empty-state')).toContainText(t.moduleList.own.empty)
      await page.getByRole('link', { name: t.moduleList.create }).first().click()
      await expect(page).toHaveURL(/\/modules\/configurator$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.moduleEditor.newModule)

      // The first title creates the module (trimmed) and the address names it from then on.
      const title = page.getByTestId('module-title')
      await title.fill(`  ${module.name} `)
      await title.press('Tab')
      await expect(snackbar(page, t.moduleEditor.form.created)).toBeVisible()
      await expect(page).toHaveURL(/\/modules\/configurator\?module_id=\d+$/)
      await expect(title).toHaveValue(module.name)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(module.name)
      const description = page.getByTestId('module-description')
      await expect(description).toBeFocused()
      await description.fill(module.description)
      await description.press('Tab')
      await expect(snackbar(page, t.moduleEditor.form.saved)).toBeVisible()

      await createBlock(page, t, 1, module.blocks[0]!)
      await createBlock(page, t, 2, module.blocks[1]!)

      // 1.1: the rules of docs/product/modules.md "Topics and questions" first, then a question whose bare
      // link gets its http://.
      let dialog = await openNewTopic(page, t, 1, 1)
      await dialog.getByRole('button', { name: t.common.save }).click()
      const topicTitle = dialog.getByRole('textbox', { name: t.moduleDialogs.topic.title, exact: true })
      await expect(
        dialog.getByText(t.moduleDialogs.messages.topicTitleRequired, { exact: true }),
      ).toBeVisible()
      await expect(dialog.getByRole('alert')).toHaveText(t.moduleDialogs.messages.topicNeedsQuestion)
      await expect(topicTitle).toBeFocused()
      await expect(topicTitle).toHaveAttribute('aria-invalid', 'true')
      await expectAccessible(page, 'configurator, topic dialog with its messages', { everyLanguage: true })
      await topicTitle.fill(linkTopic.title)
      await expect(
        dialog.getByText(t.moduleDialogs.messages.topicTitleRequired, { exact: true }),
      ).toBeHidden()
      await dialog
        .getByRole('textbox', { name: t.moduleDialogs.topic.description, exact: true })
        .fill(linkTopic.description)
      let card = await writeQuestion(dialog, t, 1, linkTopic.question, linkTopic.questionText, true)
      await expect(dialog.getByRole('alert')).toHaveCount(0)
      const link = card.getByRole('textbox', { name: t.moduleDialogs.question.link, exact: true })
      await link.fill(linkTopic.typedLink)
      await link.press('Tab')
      await expect(link).toHaveValue(`http://${linkTopic.typedLink}`)
      await save(dialog, t)
      await expectTopicIn(gridCell(page, t, 1, 1), t, linkTopic.title, 1)

      // 1.2: two questions, the first with a PDF as its solution (a file is the default solution).
      dialog = await openNewTopic(page, t, 1, 2)
      await dialog
        .getByRole('textbox', { name: t.moduleDialogs.topic.title, exact: true })
        .fill(fileTopic.title)
      const [first, second] = fileTopic.questions
      card = await writeQuestion(dialog, t, 1, first!.title, first!.description, true)
      const chooser = page.waitForEvent('filechooser')
      await card
        .getByRole('button', {
          name: `${t.moduleDialogs.upload.choose} ${t.moduleDialogs.question.solutionFileLabel}`,
        })
        .click()
      await (await chooser).setFiles(solutionPdf)
      await expect(card.getByRole('link', { name: new RegExp(escapeRegExp(solutionPdf.name)) })).toBeVisible()
      await expect(snackbar(page, t.moduleDialogs.upload.success)).toBeVisible()
      await writeQuestion(dialog, t, 2, second!.title, second!.description)
      await save(dialog, t)
      await expectTopicIn(gridCell(page, t, 1, 2), t, fileTopic.title, 2)

      // 2.1: an exercise whose solution is a text.
      dialog = await openNewTopic(page, t, 2, 1)
      await dialog.getByRole('combobox', { name: t.moduleDialogs.topic.type, exact: true }).click()
      await page.getByRole('option', { name: t.moduleDialogs.topicTypes.exercise }).click()
      await dialog
        .getByRole('textbox', { name: t.moduleDialogs.topic.title, exact: true })
        .fill(textTopic.title)
      card = await writeQuestion(dialog, t, 1, textTopic.question, textTopic.questionText, true)
      // The segmented control's radios are drawn as their labels.
      const solution = card.getByRole('group', {
        name: fill(t.moduleDialogs.question.solutionGroup, { number: 1 }),
      })
      await solution.getByText(t.moduleDialogs.question.solutionText, { exact: true }).click()
      await expect(solution.getByRole('radio', { name: t.moduleDialogs.question.solutionText })).toBeChecked()
      await card
        .getByRole('textbox', { name: t.moduleDialogs.question.solutionTextLabel })
        .fill(textTopic.solution)
      await save(dialog, t)
      await expectTopicIn(gridCell(page, t, 2, 1), t, textTopic.title, 1)
      // The card names the type in the teacher's language (the server stores the German title).
      await expect(
        page.getByRole('button', {
          name: topicButtonName(t, 'edit', viewed[2]),
          exact: true,
        }),
      ).toBeVisible()

      // The cover: chosen, previewed, saved, and shown beside the title.
      await page.getByRole('button', { name: t.moduleEditor.cover.upload }).click()
      dialog = await openedDialog(page, t.moduleDialogs.cover.title)
      const coverChooser = page.waitForEvent('filechooser')
      await dialog.getByRole('button', { name: t.moduleDialogs.cover.choose }).click()
      await (await coverChooser).setFiles(coverPng)
      await expect(
        dialog.getByRole('img', { name: fill(t.moduleDialogs.cover.chosenAlt, { name: coverPng.name }) }),
      ).toBeVisible()
      await save(dialog, t)
      const cover = page.getByRole('img', { name: t.moduleEditor.cover.alt })
      await expect(cover).toBeVisible()
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48)
      await expect(page.getByRole('button', { name: t.moduleEditor.cover.change })).toBeVisible()

      // Everything was saved: a reload draws the same grid.
      await page.reload()
      await expectTopicIn(gridCell(page, t, 1, 1), t, linkTopic.title, 1)
      await expectTopicIn(gridCell(page, t, 1, 2), t, fileTopic.title, 2)
      await expectTopicIn(gridCell(page, t, 2, 1), t, textTopic.title, 1)

      // The viewer, from the module's card: every text there, and the questions in their dialogs.
      await page.getByRole('main').getByRole('link', { name: t.moduleEditor.back }).click()
      await expect(page).toHaveURL(/\/modules$/)
      await page
        .getByRole('link', { name: fill(t.moduleList.actions.viewModule, { name: module.name }) })
        .click()
      await expect(page).toHaveURL(/\/modules\/viewer\?module_id=\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(module.name)
      await expect(page.getByText(module.description)).toBeVisible()
      for (const block of module.blocks)
        await expect(page.getByRole('columnheader', { name: block })).toBeVisible()
      for (const topic of viewed) {
        await expect(
          page.getByRole('button', { name: topicButtonName(t, 'view', topic), exact: true }),
        ).toBeVisible()
      }

      await gridCell(page, t, 1, 1).getByRole('button').click()
      dialog = await openedDialog(page, `1.1 ${linkTopic.title}`)
      await expect(dialog.getByText(linkTopic.description)).toBeVisible()
      await openQuestion(dialog, 1, linkTopic.question)
      await expect(dialog.getByText(linkTopic.questionText)).toBeVisible()
      const shownLink = dialog.getByRole('link', {
        name: new RegExp(escapeRegExp(`http://${linkTopic.typedLink}`)),
      })
      await expect(shownLink).toHaveAttribute('href', `http://${linkTopic.typedLink}`)
      await dialog.getByRole('button', { name: t.common.close }).click()
      await expect(dialog).toBeHidden()

      await gridCell(page, t, 1, 2).getByRole('button').click()
      dialog = await openedDialog(page, `1.2 ${fileTopic.title}`)
      await expect(dialog.getByRole('button', { name: `2. ${second!.title}` })).toBeVisible()
      await openQuestion(dialog, 1, first!.title)
      await expect(dialog.getByText(first!.description)).toBeVisible()
      // The stored PDF is no picture: the card offers it as a file, served to the owner's browser.
      const solutionFile = dialog.getByRole('link', {
        name: new RegExp(escapeRegExp(t.moduleDialogs.upload.open)),
      })
      await expect(solutionFile).toBeVisible()
      const href = (await solutionFile.getAttribute('href')) ?? ''
      expect(href.startsWith(filePathPrefix)).toBe(true)
      const served = await page.request.get(href)
      expect(served.status()).toBe(200)
      expect(served.headers()['content-type']).toBe('application/pdf')
      expect((await served.body()).equals(solutionPdf.buffer)).toBe(true)
      await dialog.getByRole('button', { name: t.common.close }).click()
      await expect(dialog).toBeHidden()

      await gridCell(page, t, 2, 1).getByRole('button').click()
      dialog = await openedDialog(page, `2.1 ${textTopic.title}`)
      await expect(dialog.getByText(t.moduleDialogs.topicTypes.exercise)).toBeVisible()
      await openQuestion(dialog, 1, textTopic.question)
      await expect(dialog.getByText(textTopic.questionText)).toBeVisible()
      await expect(dialog.getByText(textTopic.solution)).toBeVisible()
      await expectAccessible(page, 'viewer with a topic open', { everyLanguage: true })
    })
  })
}

test.describe('module configurator (en)', () => {
  const t = packs.en
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'))

  test('the configurator, its topic dialog and the viewer speak English and pass axe', async ({ page }) => {
    await openModulesAsNewTeacher(page, t, 'raster-en')
    const moduleId = await storeModule(page, {
      ...module,
      topics: [
        {
          column: 1,
          row: 1,
          title: linkTopic.title,
          questions: [{ title: linkTopic.question, description: linkTopic.questionText }],
        },
      ],
    })
    await page.goto(`/modules/configurator?module_id=${moduleId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(module.name)
    let dialog = await openNewTopic(page, t, 1, 2)
    await dialog.getByRole('button', { name: t.common.save }).click()
    await expect(dialog.getByRole('alert')).toHaveText(t.moduleDialogs.messages.topicNeedsQuestion)
    await expectAccessible(page, 'configurator, topic dialog with its messages', { everyLanguage: true })

    await page.goto(`/modules/viewer?module_id=${moduleId}`)
    await gridCell(page, t, 1, 1).getByRole('button').click()
    dialog = await openedDialog(page, `1.1 ${linkTopic.title}`)
    await openQuestion(dialog, 1, linkTopic.question)
    await expect(dialog.getByText(linkTopic.questionText)).toBeVisible()
    await expectAccessible(page, 'viewer with a topic open', { everyLanguage: true })
  })
})
