import type { Locator, Page } from '@playwright/test'
import { fill, openedDialog, type Pack } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { inGermanOnly, languageNames, packs, useLanguage } from '../support/language'
import {
  expectEmptyCell,
  expectTopicIn,
  gridCell,
  moduleGrid,
  openModulesAsNewTeacher,
  type PlannedModule,
  snackbar,
  storeModule,
} from '../support/modules'

const angles = {
  title: 'Winkelarten',
  questions: [
    { title: 'Ich kann Winkelarten benennen.', description: 'Spitz, recht, stumpf, gestreckt.' },
    { title: 'Ich kann Winkel schätzen.', description: 'Schätze fünf Winkel im Schulzimmer.' },
  ],
}
const triangles = {
  title: 'Dreiecksarten',
  questions: [{ title: 'Ich kann Dreiecke ordnen.', description: 'Nach Seiten und nach Winkeln.' }],
}

/** A new teacher's module, stored through the API, open in the configurator. */
async function openConfigurator(page: Page, t: Pack, who: string, plan: PlannedModule) {
  await openModulesAsNewTeacher(page, t, who)
  const id = await storeModule(page, plan)
  await page.goto(`/modules/configurator?module_id=${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.name)
}

/** The drag handle of the topic named `title`. */
const handleOf = (page: Page, t: Pack, title: string) =>
  page.getByRole('button', { name: fill(t.moduleEditor.grid.dragHandle, { title }) })

/** The swap the grid sends once a topic is dropped, and its answer. */
const swapAnswer = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/topics/swap'))

/**
 * Drags the topic with the mouse, by its handle, onto the cell (dnd-kit starts after 4 px). Like a
 * person watching the pointer, it aims again at the cell before letting go, in case the page moved.
 */
async function dragWithMouse(page: Page, t: Pack, title: string, column: number, row: number) {
  const target = gridCell(page, t, column, row)
  const centre = async (locator: Locator) => {
    const box = await locator.boundingBox()
    if (!box) throw new Error('the handle and the cell are on screen')
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  const from = await centre(handleOf(page, t, title))
  const answer = swapAnswer(page)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 10, from.y, { steps: 3 })
  let to = await centre(target)
  await page.mouse.move(to.x, to.y, { steps: 10 })
  await expect(target).toHaveAttribute('data-drop', /move|swap/)
  to = await centre(target)
  await page.mouse.move(to.x, to.y, { steps: 2 })
  await page.mouse.up()
  await settled(page, t, answer)
}

/** The swap was answered and the grid has its reload: nothing picks up a topic while a move is saved. */
async function settled(page: Page, t: Pack, answer: ReturnType<typeof swapAnswer>) {
  expect((await answer).status()).toBe(200)
  await expect(moduleGrid(page, t)).not.toHaveAttribute('aria-busy')
}

/** The size line over the grid: '7 Spalten × 6 Zeilen'. */
const sizeText = (t: Pack, columns: number, rows: number) =>
  fill(t.moduleEditor.tools.size, { columns, rows })

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`module grid (${language})`, () => {
    // A school laptop's window: the dragged rows stay clear of the edge where the page scrolls itself.
    test.use({ viewport: { width: 1440, height: 900 } })
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    inGermanOnly(language, () =>
      test('a topic moves by mouse onto an empty cell, swaps onto a filled one, and moves by keyboard; the grid keeps it', async ({
        page,
      }) => {
        await openConfigurator(page, t, `verschieben-${language}`, {
          name: 'Geometrie 7',
          description: '',
          blocks: ['Winkel', 'Dreiecke'],
          topics: [
            { column: 1, row: 1, ...angles },
            { column: 2, row: 1, ...triangles },
          ],
        })

        // Mouse onto an empty cell: the topic moves there.
        await dragWithMouse(page, t, angles.title, 1, 2)
        await expectTopicIn(gridCell(page, t, 1, 2), t, angles.title, 2)
        await expectEmptyCell(page, t, 1, 1)

        // Mouse onto a filled cell: the two change places.
        await dragWithMouse(page, t, angles.title, 2, 1)
        await expectTopicIn(gridCell(page, t, 2, 1), t, angles.title, 2)
        await expectTopicIn(gridCell(page, t, 1, 2), t, triangles.title, 1)

        // The keyboard alone: Space picks up, an arrow moves, Space drops; the move is announced and
        // the cursor stays on the topic's handle in its new cell.
        const handle = handleOf(page, t, angles.title)
        await handle.focus()
        await page.keyboard.press('Space')
        await expect(handle).toHaveAttribute('aria-pressed', 'true')
        await page.keyboard.press('ArrowDown')
        await expect(gridCell(page, t, 2, 2)).toHaveAttribute('data-drop', 'move')
        await expect(
          page.getByText(fill(t.moduleEditor.drag.over, { title: angles.title, cell: '2.2' })),
        ).toBeAttached()
        const answer = swapAnswer(page)
        await page.keyboard.press('Space')
        await settled(page, t, answer)
        await expect(
          page.getByText(fill(t.moduleEditor.drag.moved, { title: angles.title, cell: '2.2' })),
        ).toBeAttached()
        await expectTopicIn(gridCell(page, t, 2, 2), t, angles.title, 2)
        await expect(handleOf(page, t, angles.title)).toBeFocused()

        // Saved: a reload draws the same grid.
        await page.reload()
        await expectTopicIn(gridCell(page, t, 2, 2), t, angles.title, 2)
        await expectTopicIn(gridCell(page, t, 1, 2), t, triangles.title, 1)
        await expectEmptyCell(page, t, 1, 1)
        await expectEmptyCell(page, t, 2, 1)
      }),
    )

    test("'Raster anpassen' adds a column and a row, and removes the last row with its topic after the typed confirmation", async ({
      page,
    }) => {
      await openConfigurator(page, t, `raster-anpassen-${language}`, {
        name: 'Geometrie 8',
        description: '',
        blocks: ['Winkel', 'Dreiecke'],
        topics: [
          { column: 1, row: 1, ...triangles },
          { column: 2, row: 6, ...angles },
        ],
      })
      const rows = moduleGrid(page, t).locator('tbody > tr')
      const columnHeaders = moduleGrid(page, t).locator('thead th[scope="col"]')
      await expect(page.getByText(sizeText(t, 6, 6))).toBeVisible()
      await expect(page.getByRole('group', { name: t.moduleEditor.tools.label })).toHaveCount(0)
      await page.getByRole('switch', { name: t.moduleEditor.tools.switch }).check()
      const tools = page.getByRole('group', { name: t.moduleEditor.tools.label })

      await tools.getByRole('button', { name: t.moduleEditor.tools.addColumn }).click()
      await expect(snackbar(page, t.moduleEditor.tools.columnAdded)).toBeVisible()
      await expect(page.getByText(sizeText(t, 7, 6))).toBeVisible()
      await expect(columnHeaders).toHaveCount(1 + 7)

      await tools.getByRole('button', { name: t.moduleEditor.tools.addRow }).click()
      await expect(snackbar(page, t.moduleEditor.tools.rowAdded)).toBeVisible()
      await expect(page.getByText(sizeText(t, 7, 7))).toBeVisible()
      await expect(rows).toHaveCount(7)

      // The new, empty row goes without asking.
      await tools.getByRole('button', { name: t.moduleEditor.tools.removeRow }).click()
      await expect(snackbar(page, t.moduleEditor.tools.rowRemoved)).toBeVisible()
      await expect(page.getByText(sizeText(t, 7, 6))).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // Row 6 holds a topic with two questions: the confirmation says so, and that they go to the trash.
      await tools.getByRole('button', { name: t.moduleEditor.tools.removeRow }).click()
      const dialog = await openedDialog(page, t.moduleEditor.tools.removeRowTitle)
      await expect(dialog.getByText(fill(t.moduleEditor.tools.removeRowQuestion, { row: 6 }))).toBeVisible()
      const and = language === 'de' ? 'und' : 'and'
      const parts = `${fill(t.moduleList.removal.topics_one, { n: 1 })} ${and} ${fill(t.moduleList.removal.questions_other, { n: 2 })}`
      await expect(dialog.getByTestId('removal-summary')).toContainText(
        `${fill(t.moduleList.removal.deleted_other, { parts })} ${t.moduleList.removal.noEvaluations}`,
      )
      await expect(dialog.getByTestId('removal-word')).toHaveCount(0)
      await dialog.getByRole('button', { name: t.moduleEditor.tools.confirmRemoveRow }).click()
      await expect(dialog).toBeHidden()
      await expect(snackbar(page, t.trash.undo.moved.row)).toBeVisible()
      await expect(page.getByText(sizeText(t, 7, 5))).toBeVisible()
      await expect(rows).toHaveCount(5)
      await expect(moduleGrid(page, t)).not.toContainText(angles.title)
      await expectTopicIn(gridCell(page, t, 1, 1), t, triangles.title, 1)

      await page.reload()
      await expect(rows).toHaveCount(5)
      await expect(columnHeaders).toHaveCount(1 + 7)
      await expect(moduleGrid(page, t)).not.toContainText(angles.title)
    })
  })
}
