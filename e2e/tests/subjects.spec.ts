import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { activatedTeacher } from '../support/accounts'
import { loginAsDemoTeacher } from '../support/classes'
import { apiBase } from '../support/environment'
import { expect, test } from '../support/fixtures'
import { inGermanOnly, languageNames, packs, useLanguage } from '../support/language'

type Pack = (typeof packs)[keyof typeof packs]

/** Thirteen subjects: more than one page of ten, with an umlaut that German collation sorts as O. */
const timetable = [
  { title: 'Mathematik', token: 'MA' },
  { title: 'Ökonomie', token: 'WR' },
  { title: 'Biologie', token: 'BIO' },
  { title: 'Physik', token: 'PH' },
  { title: 'Deutsch', token: 'D' },
  { title: 'Geschichte', token: 'GS' },
  { title: 'Bildnerisches Gestalten', token: 'BG' },
  { title: 'Englisch', token: 'E' },
  { title: 'Musik', token: 'MU' },
  { title: 'Chemie', token: 'CH' },
  { title: 'Französisch', token: 'F' },
  { title: 'Informatik', token: 'IN' },
  { title: 'Geografie', token: 'GG' },
]
const byTitle = [
  'Bildnerisches Gestalten',
  'Biologie',
  'Chemie',
  'Deutsch',
  'Englisch',
  'Französisch',
  'Geografie',
  'Geschichte',
  'Informatik',
  'Mathematik',
  'Musik',
  'Ökonomie',
  'Physik',
]
const byToken = ['BG', 'BIO', 'CH', 'D', 'E', 'F', 'GG', 'GS', 'IN', 'MA', 'MU', 'PH', 'WR']

/** An activated teacher asks for /subjects, is sent to the login and comes back there (?next=). */
async function openSubjectsAsNewTeacher(page: Page, t: Pack, who: string) {
  const teacher = await activatedTeacher(page.request, who)
  await page.goto('/subjects')
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsubjects$/)
  await page.getByLabel(t.auth.fields.email).fill(teacher.email)
  await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(teacher.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/subjects$/)
  await expect(page.getByRole('heading', { level: 1, name: t.subjects.title })).toBeVisible()
}

/** Test data through the API, with the teacher's own session, as the screen would send it. */
async function storeSubjects(page: Page, subjects: readonly { title: string; token: string }[]) {
  const token = await page.evaluate(() => localStorage.getItem('lernraster.api_token'))
  for (const data of subjects) {
    const stored = await page.request.post(`${apiBase}/subjects/store`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    })
    expect(stored.ok()).toBe(true)
  }
}

/** A text of the pack with its {{placeholders}} filled in, as i18next shows it. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))

const table = (page: Page, t: Pack) => page.getByRole('table', { name: t.subjects.title })
const column = (page: Page, t: Pack, index: 1 | 2) =>
  table(page, t).locator(`tbody tr td:nth-child(${index})`)
/** Neues Fach in the title row (an empty list offers a second one in its empty state). */
const addButton = (page: Page, t: Pack) => page.getByRole('button', { name: t.subjects.add }).first()
const editButton = (page: Page, t: Pack, title: string) =>
  page.getByRole('button', { name: fill(t.subjects.editSubject, { title }) })

/** The dialog once its opening has ended: the cursor stands in the Fach field. */
async function settledDialog(page: Page, t: Pack, name: string) {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: t.subjects.form.title })).toBeFocused()
  return dialog
}

/**
 * Löschen asks first, in place of the form: the same dialog, now titled Fach löschen, never a second
 * one on top (docs/design.md "Dialogs"); the cursor starts on Abbrechen.
 */
async function askToDelete(page: Page, t: Pack, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: t.subjects.form.remove }).click()
  const confirm = page.getByRole('dialog', { name: t.subjects.remove.title })
  await expect(confirm).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(confirm.getByRole('button', { name: t.common.close })).toHaveCount(1)
  await expect(confirm.getByText(t.subjects.remove.question)).toBeVisible()
  await expect(confirm.getByRole('button', { name: t.common.cancel })).toBeFocused()
  return confirm
}

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`subjects (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test('a teacher creates, corrects and deletes a subject; the rules speak title first', async ({
      page,
    }) => {
      await openSubjectsAsNewTeacher(page, t, `faecher-${language}`)
      // The empty state says what belongs here and offers the creating button itself.
      const empty = page.getByTestId('empty-state')
      await expect(empty).toContainText(t.subjects.empty)
      await expectAccessible(page, 'subjects, empty')

      // docs/product/subjects-and-classes.md "Subjects": the title is checked first, then the short code; the
      // cursor goes to the field.
      await empty.getByRole('button', { name: t.subjects.add }).click()
      const created = await settledDialog(page, t, t.subjects.form.newTitle)
      const title = created.getByRole('textbox', { name: t.subjects.form.title })
      const token = created.getByRole('textbox', { name: t.subjects.form.token })
      await expect(created.getByRole('button', { name: t.subjects.form.remove })).toHaveCount(0)
      await created.getByRole('button', { name: t.common.save }).click()
      await expect(created.getByText(t.subjects.messages.titleRequired)).toBeVisible()
      await expect(created.getByText(t.subjects.messages.tokenRequired)).toBeHidden()
      await expect(title).toBeFocused()
      await expect(title).toHaveAttribute('aria-invalid', 'true')
      await expectAccessible(page, 'new subject dialog with a message')
      await title.fill('Mathematik')
      await created.getByRole('button', { name: t.common.save }).click()
      await expect(created.getByText(t.subjects.messages.tokenRequired)).toBeVisible()
      await expect(created.getByText(t.subjects.messages.titleRequired)).toBeHidden()
      await expect(token).toBeFocused()
      await token.fill('MA')
      await created.getByRole('button', { name: t.common.save }).click()
      await expect(created).toBeHidden()
      await expect(page.getByText(t.subjects.saved)).toBeVisible()
      await expect(column(page, t, 1)).toHaveText(['Mathematik'])
      await expect(column(page, t, 2)).toHaveText(['MA'])
      await expect(empty).toHaveCount(0)
      // The cursor waits on the new row, whose button names the subject.
      await expect(editButton(page, t, 'Mathematik')).toBeFocused()

      // Editing opens with the saved values; the change shows in the list.
      await editButton(page, t, 'Mathematik').click()
      const edited = await settledDialog(page, t, t.subjects.form.editTitle)
      await expect(edited.getByRole('textbox', { name: t.subjects.form.title })).toHaveValue('Mathematik')
      await expect(edited.getByRole('textbox', { name: t.subjects.form.token })).toHaveValue('MA')
      await edited.getByRole('textbox', { name: t.subjects.form.token }).fill('M')
      await edited.getByRole('button', { name: t.common.save }).click()
      await expect(edited).toBeHidden()
      await expect(column(page, t, 2)).toHaveText(['M'])

      // Abbrechen in the confirmation keeps the subject and the form; Ja deletes it.
      await editButton(page, t, 'Mathematik').click()
      const toDelete = await settledDialog(page, t, t.subjects.form.editTitle)
      let confirm = await askToDelete(page, t, toDelete)
      await expectAccessible(page, 'delete confirmation')
      await confirm.getByRole('button', { name: t.common.cancel }).click()
      await expect(confirm).toBeHidden()
      await expect(toDelete).toBeVisible()
      await expect(toDelete.getByRole('button', { name: t.subjects.form.remove })).toBeFocused()
      confirm = await askToDelete(page, t, toDelete)
      await confirm.getByRole('button', { name: t.common.yes }).click()
      await expect(confirm).toBeHidden()
      await expect(toDelete).toBeHidden()
      await expect(page.getByText(t.subjects.removed)).toBeVisible()
      await expect(empty).toBeVisible()
      await expect(addButton(page, t)).toBeFocused()
    })

    test('a subject that homework and exams use is not deleted, and the dialog says why (demo school)', async ({
      page,
    }) => {
      await loginAsDemoTeacher(page)
      await page.goto('/subjects')
      await expect(column(page, t, 1)).toHaveText(['Deutsch', 'Englisch', 'Mathematik', 'Natur und Technik'])
      await editButton(page, t, 'Mathematik').click()
      const inUse = await settledDialog(page, t, t.subjects.form.editTitle)
      const confirm = await askToDelete(page, t, inUse)
      await confirm.getByRole('button', { name: t.common.yes }).click()
      await expect(confirm).toBeHidden()
      await expect(inUse.getByRole('alert')).toHaveText(t.subjects.messages.inUse)
      await expectAccessible(page, 'a subject in use')
      await inUse.getByRole('button', { name: t.common.cancel }).click()
      await expect(inUse).toBeHidden()
      await expect(column(page, t, 1)).toHaveText(['Deutsch', 'Englisch', 'Mathematik', 'Natur und Technik'])
    })

    inGermanOnly(language, () =>
      test('the list sorts by Fach and Kürzel in German order and pages through 5 to 20 rows', async ({
        page,
      }) => {
        await openSubjectsAsNewTeacher(page, t, `raster-${language}`)
        await storeSubjects(page, timetable)
        await page.reload()

        // Default: by title, ascending, ten rows (docs/product/subjects-and-classes.md "Subjects").
        const titleHeader = page.getByRole('columnheader', { name: t.subjects.columns.title })
        const tokenHeader = page.getByRole('columnheader', { name: t.subjects.columns.token })
        await expect(column(page, t, 1)).toHaveText(byTitle.slice(0, 10))
        await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending')
        await expect(tokenHeader).not.toHaveAttribute('aria-sort')
        await expect(
          page.getByText(fill(t.common.paging.range, { from: 1, to: 10, total: 13 })),
        ).toBeVisible()
        await expectAccessible(page, 'subjects list')

        await titleHeader.getByRole('button').click()
        await expect(titleHeader).toHaveAttribute('aria-sort', 'descending')
        await expect(column(page, t, 1)).toHaveText(byTitle.toReversed().slice(0, 10))

        await tokenHeader.getByRole('button').click()
        await expect(tokenHeader).toHaveAttribute('aria-sort', 'ascending')
        await expect(titleHeader).not.toHaveAttribute('aria-sort')
        await expect(column(page, t, 2)).toHaveText(byToken.slice(0, 10))

        // Page 2 of 10 rows, then 5 rows per page: the rows being read stay in view (page 3 of 5).
        const pages = page.getByRole('navigation', { name: t.subjects.paging.label })
        await pages.getByRole('button', { name: fill(t.common.paging.page, { page: 2 }) }).click()
        await expect(column(page, t, 2)).toHaveText(byToken.slice(10))
        await page.getByLabel(t.subjects.paging.pageSize).selectOption('5')
        await expect(column(page, t, 2)).toHaveText(byToken.slice(10))
        await expect(
          pages.getByRole('button', { name: fill(t.common.paging.page, { page: 3 }) }),
        ).toHaveAttribute('aria-current', 'page')
        await pages.getByRole('button', { name: t.common.paging.previous }).click()
        await expect(column(page, t, 2)).toHaveText(byToken.slice(5, 10))

        await page.getByLabel(t.subjects.paging.pageSize).selectOption('20')
        await expect(column(page, t, 2)).toHaveText(byToken)
        await expect(pages).toHaveCount(0)

        // Sort and page size are kept with the browser's other settings: a reload finds them as left.
        await page.getByLabel(t.subjects.paging.pageSize).selectOption('5')
        await tokenHeader.getByRole('button').click()
        await expect(tokenHeader).toHaveAttribute('aria-sort', 'descending')
        await page.reload()
        await expect(tokenHeader).toHaveAttribute('aria-sort', 'descending')
        await expect(page.getByLabel(t.subjects.paging.pageSize)).toHaveValue('5')
        await expect(column(page, t, 2)).toHaveText(byToken.toReversed().slice(0, 5))
      }),
    )

    test('saving while offline says that nothing was saved; the input stays for the next try', async ({
      page,
      context,
    }) => {
      await openSubjectsAsNewTeacher(page, t, `offline-${language}`)
      await addButton(page, t).click()
      const dialog = await settledDialog(page, t, t.subjects.form.newTitle)
      await dialog.getByRole('textbox', { name: t.subjects.form.title }).fill('Werken')
      await dialog.getByRole('textbox', { name: t.subjects.form.token }).fill('WE')
      await context.setOffline(true)
      const save = dialog.getByRole('button', { name: t.common.save })
      await save.click()
      await expect(dialog.getByText(t.common.offline)).toBeVisible()
      await expect(save).not.toHaveAttribute('data-loading')
      await expect(dialog.getByRole('textbox', { name: t.subjects.form.title })).toHaveValue('Werken')
      await context.setOffline(false)
      await save.click()
      await expect(dialog).toBeHidden()
      await expect(column(page, t, 1)).toHaveText(['Werken'])
    })

    inGermanOnly(language, () =>
      test('a double click on Ja deletes once and shows no error', async ({ page }) => {
        await openSubjectsAsNewTeacher(page, t, `doppelklick-${language}`)
        await storeSubjects(page, [{ title: 'Werken', token: 'WE' }])
        await page.reload()
        await editButton(page, t, 'Werken').click()
        const dialog = await settledDialog(page, t, t.subjects.form.editTitle)
        const confirm = await askToDelete(page, t, dialog)
        await confirm.getByRole('button', { name: t.common.yes }).dblclick()
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await expect(page.getByText(t.subjects.removed)).toBeVisible()
        await expect(page.getByText(t.messages.errors.notFound)).toHaveCount(0)
        await expect(page.getByTestId('empty-state')).toBeVisible()
      }),
    )
  })
}
