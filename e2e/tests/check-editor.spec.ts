import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { fill, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { openModulesAsNewTeacher, snackbar, storeModule, textPattern } from '../support/modules'
import { apiOf } from '../support/sharing'

// Issue 37 item 1, done-criterion: "a teacher writes a 5-item check by keyboard in under 3 minutes".
// The teacher opens a topic, adds a check with one item of each kind by the keyboard alone (Tab,
// typing, Enter, Space, Alt+Arrow, Ctrl+Enter), saves it, reloads and finds it as written. German
// only: the English pack changes only texts (decision 014).
const t = packs.de
const c = t.checkEditor
const topicTitle = 'Brüche addieren'

async function openTopic(page: Page) {
  await page.getByRole('button', { name: textPattern(t.moduleEditor.grid.editTopicLabel) }).focus()
  await page.keyboard.press('Enter')
  return openedDialog(page, t.moduleDialogs.topic.editTitle)
}

/** From the topic form (the title has the cursor) to the check's tab, by arrow key on the tab list. */
async function showCheckTab(page: Page, dialog: Locator) {
  const topicTab = dialog.getByRole('tab', { name: t.moduleDialogs.topic.tabTopic })
  await tabTo(page, topicTab, 'Shift+Tab')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('tab', { name: t.moduleDialogs.topic.tabCheck })).toHaveAttribute(
    'aria-selected',
    'true',
  )
}

/** Tab (or Shift+Tab) until `target` has the cursor: the keyboard's way, not the pointer's. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

const type = (page: Page, text: string) => page.keyboard.type(text)
const itemAt = (dialog: Locator, index: number) => dialog.locator('li[data-item]').nth(index)

/** A new item by the button under the list; its kind chosen by typing its first letter. */
async function addItem(page: Page, dialog: Locator, kindLetter: string, kind: string, index: number) {
  await tabTo(page, dialog.getByRole('button', { name: c.items.add }))
  await page.keyboard.press('Enter')
  const item = itemAt(dialog, index)
  await expect(item.getByLabel(c.items.prompt)).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  const kindSelect = item.getByLabel(c.items.kind)
  await expect(kindSelect).toBeFocused()
  await page.keyboard.press(kindLetter)
  await expect(kindSelect).toHaveValue(kind)
  await page.keyboard.press('Tab')
  await expect(item.getByLabel(c.items.prompt)).toBeFocused()
  return item
}

/** A new teacher's module with one topic, open in the configurator. */
async function openModuleWithTopic(page: Page, who: string) {
  await useLanguage(page, 'de')
  await openModulesAsNewTeacher(page, t, who)
  const moduleId = await storeModule(page, {
    name: 'Brüche',
    description: 'Rechnen mit Brüchen',
    blocks: ['Grundlagen'],
    topics: [
      {
        column: 1,
        row: 1,
        title: topicTitle,
        questions: [{ title: 'Ich kann Brüche addieren.', description: 'Gleichnamig und ungleichnamig.' }],
      },
    ],
  })
  await page.goto(`/modules/configurator?module_id=${moduleId}`)
  return moduleId
}

test('a teacher writes a check of five items by keyboard, saves it and finds it again after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openModuleWithTopic(page, 'check-editor')
  let dialog = await openTopic(page)
  await showCheckTab(page, dialog)
  const add = dialog.getByRole('button', { name: c.empty.add })
  await expect(dialog.getByText(c.empty.title)).toBeVisible()
  await expectAccessible(page, 'the check tab without a check')
  await tabTo(page, add)

  const started = Date.now()
  await page.keyboard.press('Enter')

  // 1. Single choice (the first item's kind): the cursor starts in its task.
  let item = itemAt(dialog, 0)
  await expect(item.getByLabel(c.items.prompt)).toBeFocused()
  await type(page, 'Was ist 1/4 + 1/4?')
  await tabTo(page, item.getByRole('textbox', { name: fill(c.options.option, { number: 1 }) }))
  await type(page, '1/2')
  await page.keyboard.press('Tab')
  await expect(item.getByRole('radio', { name: fill(c.options.rightOf, { number: 1 }) })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await type(page, '2/8')
  await page.keyboard.press('Enter')
  await expect(item.getByRole('textbox', { name: fill(c.options.option, { number: 3 }) })).toBeFocused()
  await type(page, '1/8')

  // 2. Multiple choice: two right answers.
  item = await addItem(page, dialog, 'm', 'multiple', 1)
  await type(page, 'Welche Brüche sind gleich 1/2?')
  await tabTo(page, item.getByRole('textbox', { name: fill(c.options.option, { number: 1 }) }))
  await type(page, '2/4')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await type(page, '3/6')
  await page.keyboard.press('Tab')
  await expect(item.getByRole('checkbox', { name: fill(c.options.rightOf, { number: 2 }) })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await type(page, '2/3')

  // 3. Number with tolerance and unit.
  item = await addItem(page, dialog, 'z', 'number', 2)
  await type(page, 'Ein Band ist 7 cm lang. Wie lang ist die Hälfte?')
  await tabTo(page, item.getByLabel(c.number.answer))
  await type(page, '3,5')
  await page.keyboard.press('Tab')
  await type(page, '0,1')
  await page.keyboard.press('Tab')
  await type(page, 'cm')

  // 4. Short text, umlauts folded.
  item = await addItem(page, dialog, 'k', 'text', 3)
  await type(page, 'Wie heisst der Strich zwischen Zähler und Nenner?')
  await tabTo(page, item.getByRole('textbox', { name: fill(c.text.accepted, { number: 1 }) }))
  await type(page, 'Bruchstrich')
  await page.keyboard.press('Enter')
  await type(page, 'Bruchstrich (Maß)')
  await tabTo(page, item.getByRole('checkbox', { name: c.text.foldUmlauts }))
  await page.keyboard.press('Space')

  // 5. Putting in order.
  item = await addItem(page, dialog, 'r', 'order', 4)
  await type(page, 'Ordne die Schritte beim Addieren ungleichnamiger Brüche.')
  await tabTo(page, item.getByRole('textbox', { name: fill(c.steps.step, { number: 1 }) }))
  await type(page, 'Hauptnenner suchen')
  await page.keyboard.press('Enter')
  await type(page, 'Brüche erweitern')
  await page.keyboard.press('Enter')
  await type(page, 'Zähler addieren')

  // Alt+Arrow moves the item the cursor is in; the cursor stays with it and the move is announced.
  const step3 = (index: number) =>
    itemAt(dialog, index).getByRole('textbox', { name: fill(c.steps.step, { number: 3 }) })
  await page.keyboard.press('Alt+ArrowUp')
  await expect(itemAt(dialog, 3).getByLabel(c.items.kind)).toHaveValue('order')
  await expect(step3(3)).toBeFocused()
  await expect(
    dialog.getByRole('status').filter({ hasText: fill(c.items.moved, { number: 4, count: 5 }) }),
  ).toBeAttached()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(itemAt(dialog, 4).getByLabel(c.items.kind)).toHaveValue('order')
  await expect(step3(4)).toBeFocused()

  await expectAccessible(page, 'the check editor')
  const saved = page.waitForResponse((response) => response.url().endsWith('/checks/save'))
  await page.keyboard.press('Control+Enter')
  expect((await saved).status()).toBe(200)
  await expect(snackbar(page, c.actions.saved)).toBeVisible()
  const seconds = (Date.now() - started) / 1000
  // The criterion is 3 minutes for a person. The script types at once: 32 s on 2026-11-28 with the
  // machine's 2 cores at a load of 10, 70 s with a second journey beside it at a load of 12; two
  // thirds of the criterion leave room for such a machine and still fail a slow editor.
  expect(seconds, `writing and saving took ${seconds} s`).toBeLessThan(120)

  await page.reload()
  dialog = await openTopic(page)
  await showCheckTab(page, dialog)
  await expect(dialog.getByText(fill(c.summary, { count: 5, percent: 80 }))).toBeVisible()
  const kinds = ['single', 'multiple', 'number', 'text', 'order']
  for (const [index, kind] of kinds.entries())
    await expect(itemAt(dialog, index).getByLabel(c.items.kind)).toHaveValue(kind)
  await expect(itemAt(dialog, 0).getByLabel(c.items.prompt)).toHaveValue('Was ist 1/4 + 1/4?')
  await expect(
    itemAt(dialog, 0).getByRole('radio', { name: fill(c.options.rightOf, { number: 1 }) }),
  ).toBeChecked()
  await expect(
    itemAt(dialog, 1).getByRole('checkbox', { name: fill(c.options.rightOf, { number: 2 }) }),
  ).toBeChecked()
  await expect(
    itemAt(dialog, 1).getByRole('checkbox', { name: fill(c.options.rightOf, { number: 3 }) }),
  ).not.toBeChecked()
  await expect(itemAt(dialog, 2).getByLabel(c.number.answer)).toHaveValue('3,5')
  await expect(itemAt(dialog, 2).getByLabel(c.number.unit)).toHaveValue('cm')
  await expect(itemAt(dialog, 3).getByRole('checkbox', { name: c.text.foldUmlauts })).toBeChecked()
  await expect(
    itemAt(dialog, 4).getByRole('textbox', { name: fill(c.steps.step, { number: 3 }) }),
  ).toHaveValue('Zähler addieren')
})

// The screenshots for the design review (docs/design.md), at a school laptop's width and at the
// narrowest the teacher app serves: run with SHOTS_DIR=/tmp/shots-editor.
test('screenshots of the check editor and its preview at 1440 and 1024 px', async ({ page }) => {
  test.skip(!process.env.SHOTS_DIR, 'screenshots only when SHOTS_DIR names a folder')
  const folder = process.env.SHOTS_DIR as string
  const moduleId = await openModuleWithTopic(page, 'check-editor-shots')
  const grid = await apiOf(page).get<{ blocks: { topics: { id: number }[] }[] }>('/modules/byId', {
    id: moduleId,
  })
  const topicId = grid.blocks[0]?.topics[0]?.id as number
  const option = (id: string, text: string) => ({ id, text })
  await apiOf(page).post('/checks/save', {
    topic_id: topicId,
    items: [
      {
        kind: 'single',
        prompt: 'Was ist 1/4 + 1/4?',
        options: [option('a', '1/2'), option('b', '2/8'), option('c', '1/8')],
        correct: 'a',
        feedback: 'Gleiche Nenner: die Zähler addieren.',
      },
      {
        kind: 'multiple',
        prompt: 'Welche Brüche sind gleich 1/2?',
        options: [option('a', '2/4'), option('b', '3/6'), option('c', '2/3')],
        correct: ['a', 'b'],
      },
      {
        kind: 'number',
        prompt: 'Ein Band ist 7 cm lang. Wie lang ist die Hälfte?',
        answer: 3.5,
        tolerance: 0.1,
        unit: 'cm',
      },
      {
        kind: 'text',
        prompt: 'Wie heisst der Strich zwischen Zähler und Nenner?',
        accepted: ['Bruchstrich'],
        fold_umlauts: true,
      },
      {
        kind: 'order',
        prompt: 'Ordne die Schritte beim Addieren ungleichnamiger Brüche.',
        steps: [
          option('a', 'Hauptnenner suchen'),
          option('b', 'Brüche erweitern'),
          option('c', 'Zähler addieren'),
        ],
      },
    ],
  })
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    await page.reload()
    const dialog = await openTopic(page)
    await showCheckTab(page, dialog)
    await expect(dialog.getByText(fill(c.summary, { count: 5, percent: 80 }))).toBeVisible()
    await page.screenshot({ path: `${folder}/editor-${width}.png` })
    await itemAt(dialog, 2).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${folder}/editor-items-${width}.png` })
    await dialog.getByRole('button', { name: c.actions.save }).click()
    await expect(snackbar(page, c.actions.saved)).toBeVisible()
    await dialog.getByText(c.modes.preview, { exact: true }).click()
    await dialog.getByRole('button', { name: c.preview.check }).click()
    await page.screenshot({ path: `${folder}/preview-${width}.png` })
    await dialog.getByText(c.modes.edit, { exact: true }).click()
    await dialog.getByRole('button', { name: c.actions.remove }).click()
    await page.screenshot({ path: `${folder}/remove-${width}.png` })
    await dialog.getByRole('button', { name: t.common.cancel }).click()
  }
  // And the empty tab, with its button.
  await apiOf(page).post('/checks/remove', { topic_id: topicId })
  await page.reload()
  const dialog = await openTopic(page)
  await showCheckTab(page, dialog)
  await expect(dialog.getByText(c.empty.title)).toBeVisible()
  await page.screenshot({ path: `${folder}/empty-1024.png` })
})
