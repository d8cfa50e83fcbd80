import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { activatedTeacher } from '../support/accounts'
import { fill, loginAsDemoTeacher, loginToClasses } from '../support/classes'
import { apiBase } from '../support/environment'
import { expect, test } from '../support/fixtures'
import { languageNames, packs, useLanguage } from '../support/language'

type Pack = (typeof packs)[keyof typeof packs]

/** A new teacher who does not want the tour today: the start page itself is what is tested here. */
async function newTeacherAtHome(page: Page, t: Pack, who: string) {
  const teacher = await activatedTeacher(page.request, who)
  await loginToClasses(page, t, teacher.email, teacher.password)
  const token = await page.evaluate(() => localStorage.getItem('lernraster.api_token'))
  const noTour = await page.request.post(`${apiBase}/account/updateTour`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { show_tour: false },
  })
  expect(noTour.ok()).toBe(true)
  await page.goto('/')
}

const steps = (page: Page, t: Pack) => page.getByRole('region', { name: t.home.steps.title })

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`start page (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test('a new teacher follows the first steps, and the checklist knows what is done', async ({ page }) => {
      await newTeacherAtHome(page, t, `start-${language}`)
      const checklist = steps(page, t)
      await expect(checklist).toContainText(fill(t.home.steps.progress, { done: 0, total: 4 }))
      await expectAccessible(page, 'start page of a new teacher')

      // The first step opens the subject dialog at once.
      await checklist.getByRole('link', { name: t.home.steps.subject.action }).click()
      const dialog = page.getByRole('dialog', { name: t.subjects.form.newTitle })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('textbox', { name: t.subjects.form.title }).fill('Mathematik')
      await dialog.getByRole('textbox', { name: t.subjects.form.token }).fill('MA')
      await dialog.getByRole('button', { name: t.common.save }).click()
      await expect(dialog).toBeHidden()

      await page.getByRole('link', { name: 'Lernraster' }).click()
      await expect(checklist).toContainText(fill(t.home.steps.progress, { done: 1, total: 4 }))
      await expect(checklist.getByRole('link', { name: t.home.steps.subject.action })).toHaveCount(0)
      // The next step opens the class dialog; the new class then needs attention: nobody joined yet.
      await checklist.getByRole('link', { name: t.home.steps.class.action }).click()
      const classDialog = page.getByRole('dialog', { name: t.classes.form.createTitle })
      await classDialog.getByRole('textbox', { name: t.classes.form.name }).fill('7a')
      await classDialog.getByRole('button', { name: t.common.save }).click()
      await expect(classDialog).toBeHidden()
      await page.goto('/')
      await expect(checklist).toContainText(fill(t.home.steps.progress, { done: 2, total: 4 }))
      const attention = page.getByRole('region', { name: t.home.attention.title })
      await expect(attention).toContainText(fill(t.home.attention.empty, { name: '7a', code: '' }).trim())
    })

    test('the demo teacher, whose steps are done, sees which classes need attention', async ({ page }) => {
      await loginAsDemoTeacher(page)
      await page.keyboard.press('Escape')
      await expect(steps(page, t)).toHaveCount(0)
      const attention = page.getByRole('region', { name: t.home.attention.title })
      await expect(attention.getByRole('listitem').first()).toBeVisible()
      await expect(attention.getByRole('link', { name: t.home.attention.open })).toBeVisible()
      await expectAccessible(page, 'start page of the demo teacher')
    })
  })
}
