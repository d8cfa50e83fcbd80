import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { fill, openedDialog, type Pack } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { languageNames, packs, useLanguage } from '../support/language'
import { openModulesAsNewTeacher, showOwnModules, snackbar, storeModule } from '../support/modules'

const original = 'Wahrscheinlichkeit'
const copy = 'Wahrscheinlichkeit (Parallelklasse)'

/** A module's tile, found by its title link (named with the whole name). */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })

/** What a module holds, as its tile counts it: "1 Block · 1 Thema · 2 Fragen". */
const counts = (t: Pack, blocks: number, topics: number, questions: number) =>
  [
    fill(blocks === 1 ? t.moduleList.counts.blocks_one : t.moduleList.counts.blocks_other, { count: blocks }),
    fill(topics === 1 ? t.moduleList.counts.topics_one : t.moduleList.counts.topics_other, { count: topics }),
    fill(questions === 1 ? t.moduleList.counts.questions_one : t.moduleList.counts.questions_other, {
      count: questions,
    }),
  ].join(' · ')

async function openMenu(page: Page, t: Pack, name: string, item: string) {
  await card(page, name)
    .getByRole('button', { name: fill(t.moduleList.card.more, { name }) })
    .click()
  await page.getByRole('menuitem', { name: item }).click()
}

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`module overview (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test('a module is duplicated under a new name, and the copy is deleted with the typed word', async ({
      page,
    }) => {
      await openModulesAsNewTeacher(page, t, `duplizieren-${language}`)
      await storeModule(page, {
        name: original,
        description: 'Zufallsexperimente und Baumdiagramme.',
        blocks: ['Zufall'],
        topics: [
          {
            column: 1,
            row: 1,
            title: 'Zufallsexperimente',
            questions: [
              { title: 'Ich kann Ergebnisse aufzählen.', description: 'Würfel, Münze, Glücksrad.' },
              { title: 'Ich kann Ereignisse bilden.', description: 'Gerade Augenzahl beim Würfeln.' },
            ],
          },
        ],
      })
      await page.reload()
      await showOwnModules(page, t)
      await expect(card(page, original)).toContainText(counts(t, 1, 1, 2))
      await expectAccessible(page, 'own modules', { everyLanguage: true })

      // Duplizieren asks for the name (at least one character), suggesting "Kopie von …".
      await openMenu(page, t, original, t.moduleList.actions.duplicate)
      let dialog = await openedDialog(page, t.moduleList.duplicate.title)
      const name = dialog.getByRole('textbox', { name: t.moduleList.duplicate.name })
      await expect(name).toHaveValue(fill(t.moduleList.duplicate.suggestion, { name: original }))
      await name.fill(' ')
      await dialog.getByRole('button', { name: t.moduleList.duplicate.submit }).click()
      await expect(dialog.getByText(t.moduleList.duplicate.required)).toBeVisible()
      await name.fill(copy)
      await dialog.getByRole('button', { name: t.moduleList.duplicate.submit }).click()
      await expect(dialog).toBeHidden()
      await expect(snackbar(page, fill(t.moduleList.duplicate.done, { name: copy }))).toBeVisible()
      await expect(card(page, copy)).toContainText(counts(t, 1, 1, 2))
      await expect(
        page.getByRole('tab', { name: fill(t.moduleList.tabs.ownCount, { count: 2 }) }),
      ).toBeVisible()

      // Löschen names what goes to the trash; no typed word, that is for deleting for good (issue 31).
      await openMenu(page, t, copy, t.moduleList.actions.remove)
      dialog = await openedDialog(page, t.moduleList.remove.title)
      await expect(dialog.getByText(fill(t.moduleList.remove.question, { name: copy }))).toBeVisible()
      const removal = t.moduleList.removal
      const parts = `${fill(removal.blocks_one, { n: 1 })}, ${fill(removal.topics_one, { n: 1 })} ${language === 'de' ? 'und' : 'and'} ${fill(removal.questions_other, { n: 2 })}`
      await expect(dialog.getByTestId('removal-summary')).toContainText(
        `${fill(removal.deleted_other, { parts })} ${removal.noEvaluations}`,
      )
      await expect(dialog.getByTestId('removal-word')).toHaveCount(0)
      await dialog.getByRole('button', { name: t.moduleList.remove.confirm }).click()
      await expect(dialog).toBeHidden()
      await expect(snackbar(page, t.moduleList.remove.done)).toBeVisible()
      await expect(card(page, copy)).toHaveCount(0)
      await expect(card(page, original)).toBeVisible()
      await expect(
        page.getByRole('tab', { name: fill(t.moduleList.tabs.ownCount, { count: 1 }) }),
      ).toBeVisible()
      // The cursor waits on the page's create button, not on the page's top.
      await expect(page.getByRole('link', { name: t.moduleList.create })).toBeFocused()
    })
  })
}
