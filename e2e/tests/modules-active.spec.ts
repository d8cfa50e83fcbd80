import { expectAccessible } from '../support/accessibility'
import { activationCard, classAndSubject, countOf, filterBox, removeModule } from '../support/activations'
import { fill, loginAsDemoTeacher, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { snackbar, storeModule, textPattern } from '../support/modules'

const t = packs.de
const name = 'Bruchrechnen (Aktivierung)'

test.describe('active modules (de)', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'de'))

  test('a module is activated for a class, finished, reactivated and its activation moved to the trash', async ({
    page,
  }) => {
    await loginAsDemoTeacher(page)
    const moduleId = await storeModule(page, {
      name,
      description: 'Brüche erweitern, kürzen und addieren.',
      blocks: ['Brüche'],
      topics: [
        {
          column: 1,
          row: 1,
          title: 'Brüche kürzen',
          questions: [{ title: 'Ich kann einen Bruch kürzen.', description: '6/8 = 3/4' }],
        },
      ],
    })
    const { group, subject } = await classAndSubject(page)
    const activeTab = page.getByRole('tab', { name: textPattern(t.moduleList.tabs.activeCount) })

    // ?defaultTabIndex=2 opens the own modules; the Active tab counts active and finished modules.
    await page.goto('/modules?defaultTabIndex=2')
    await expect(page.getByRole('tab', { name: textPattern(t.moduleList.tabs.ownCount) })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const before = await countOf(activeTab)

    // Aktivieren: nothing chosen is refused under each field; then class and subject.
    const activate = page.getByRole('button', { name: fill(t.moduleList.actions.activateModule, { name }) })
    await activate.click()
    let dialog = await openedDialog(page, fill(t.moduleActive.activate.title, { name }))
    await dialog.getByRole('button', { name: t.moduleActive.activate.submit }).click()
    await expect(dialog.getByText(t.moduleActive.activate.problems.groupRequired)).toBeVisible()
    await expect(dialog.getByText(t.moduleActive.activate.problems.subjectRequired)).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: t.moduleActive.activate.group })).toBeFocused()
    await expectAccessible(page, 'activate dialog')
    await dialog.getByRole('combobox', { name: t.moduleActive.activate.group }).selectOption(String(group.id))
    await dialog
      .getByRole('combobox', { name: t.moduleActive.activate.subject })
      .selectOption(String(subject.id))
    await dialog.getByRole('button', { name: t.moduleActive.activate.submit }).click()
    await expect(dialog).toBeHidden()
    await expect(
      snackbar(page, fill(t.moduleActive.activate.done, { name, group: group.name })),
    ).toBeVisible()
    await expect(activeTab).toHaveText(fill(t.moduleList.tabs.activeCount, { count: before + 1 }))

    // A second activation for the same class is refused under the class (docs/product/runs.md "Activating").
    await activate.click()
    dialog = await openedDialog(page, fill(t.moduleActive.activate.title, { name }))
    await dialog.getByRole('combobox', { name: t.moduleActive.activate.group }).selectOption(String(group.id))
    await dialog
      .getByRole('combobox', { name: t.moduleActive.activate.subject })
      .selectOption(String(subject.id))
    await dialog.getByRole('button', { name: t.moduleActive.activate.submit }).click()
    await expect(dialog.getByText(t.moduleActive.activate.problems.alreadyActivated)).toBeVisible()
    await dialog.getByRole('button', { name: t.common.cancel }).click()
    await expect(dialog).toBeHidden()

    // Under 'Aktive Module': class, code, active students and where the class stands.
    await activeTab.click()
    const card = activationCard(page, t, name, group.name)
    await expect(card).toContainText(group.name)
    await expect(card).toContainText(group.token)
    await expect(card).toContainText(`${t.moduleActive.card.students}${group.active_users}`)
    await expect(card).toContainText(
      fill(t.moduleActive.card.started_other, { started: 0, students: group.active_users }),
    )
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    await expectAccessible(page, 'active modules')

    // The student overview opens with module_id and event_id, and '← Module' leads back to this tab.
    await card
      .getByRole('link', { name: fill(t.moduleActive.actions.studentsOf, { name, group: group.name }) })
      .click()
    await expect(page).toHaveURL(
      new RegExp(`/stats/progress-students\\?module_id=${moduleId}&event_id=\\d+$`),
    )
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: t.progressShared.back }).click()
    await expect(activeTab).toHaveAttribute('aria-selected', 'true')

    // Finished, it leaves the 'Aktive' list; ticking 'Abgeschlossene' shows it switched off.
    await card
      .getByRole('button', { name: fill(t.moduleActive.actions.finishOf, { name, group: group.name }) })
      .click()
    await expect(snackbar(page, t.moduleActive.actions.finishedDone)).toBeVisible()
    await expect(card).toHaveCount(0)
    await expect(filterBox(page, t, 'finished')).toBeFocused()
    await filterBox(page, t, 'finished').check()
    await expect(card).toHaveAttribute('data-finished', 'true')
    await expect(card).toContainText(t.moduleActive.finished)
    await card
      .getByRole('button', { name: fill(t.moduleActive.actions.reactivateOf, { name, group: group.name }) })
      .click()
    await expect(snackbar(page, t.moduleActive.actions.reactivatedDone)).toBeVisible()
    await expect(card).not.toHaveAttribute('data-finished')
    // Its tile moved up among the running ones; the cursor stayed on its button.
    await expect(
      card.getByRole('button', { name: fill(t.moduleActive.actions.finishOf, { name, group: group.name }) }),
    ).toBeFocused()

    // Removing the activation names what goes and that it can come back from the trash (issue 31):
    // a plain confirmation, the typed word is for deleting for good.
    await card
      .getByRole('button', { name: fill(t.moduleActive.actions.removeOf, { name, group: group.name }) })
      .click()
    dialog = await openedDialog(page, t.moduleActive.remove.title)
    await expect(dialog.getByTestId('removal-summary')).toContainText(t.moduleActive.remove.noEvaluations)
    await expect(dialog.getByTestId('removal-summary')).toContainText(
      fill(t.removal.restorable, { days: 30 }),
    )
    await expect(dialog.getByTestId('removal-word')).toHaveCount(0)
    await dialog.getByRole('button', { name: t.moduleActive.remove.confirm }).click()
    await expect(dialog).toBeHidden()
    await expect(snackbar(page, t.moduleActive.remove.done)).toBeVisible()
    await expect(
      snackbar(page, t.moduleActive.remove.done).getByRole('button', { name: t.trash.undo.action }),
    ).toBeVisible()
    await expect(card).toHaveCount(0)
    await expect(activeTab).toHaveText(fill(t.moduleList.tabs.activeCount, { count: before }))

    await removeModule(page, moduleId)
  })
})
