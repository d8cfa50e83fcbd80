import type { TourName, UserInfo } from '@lernraster/shared'
import type { Page } from '@playwright/test'
import { activationCard } from '../support/activations'
import { fill, loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { expectedActivation } from '../support/progress-plan'
import { apiOf } from '../support/sharing'

// Issue 31: closing the progress tour switched show_tour off, and the start page's tour never came.
// Each tour now marks only itself seen; the cancel message speaks to the teacher with "Sie".
const t = packs.de
const run = expectedActivation(0)

const userInfo = (page: Page) => apiOf(page).get<UserInfo>('/users/userinfo', {})
const expectSeen = async (page: Page, seen: TourName[]) =>
  expect(await userInfo(page)).toMatchObject({ show_tour: true, seen_tours: seen })

test('closing the progress tour leaves the start page tour to run; each tour marks only itself', async ({
  page,
}) => {
  await useLanguage(page, 'de')
  await loginAsDemoTeacher(page)
  // On (again): every tour is due. The overview is loaded anew, so the app reads that user.
  await apiOf(page).post('/account/updateTour', { show_tour: true })
  await page.goto('/modules')
  await activationCard(page, t, run.moduleName, run.className)
    .getByRole('link', {
      name: fill(t.moduleActive.actions.statisticsOf, { name: run.moduleName, group: run.className }),
    })
    .click()
  const progressStop = page.getByRole('dialog').filter({ hasText: t.progressStats.tour.detail.title })
  await expect(progressStop).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(progressStop).toBeHidden()
  await expect(page.getByText(t.tour.cancelled)).toBeVisible()

  // The start page's tour is still due (the logo leads there, without loading the app anew).
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/$/)
  const startStop = page.getByRole('dialog').filter({ hasText: t.tour.steps.areas.title })
  await expect(startStop).toBeVisible()
  await expectSeen(page, ['progress'])
  await page.keyboard.press('Escape')
  await expect(startStop).toBeHidden()
  await expect.poll(async () => (await userInfo(page)).seen_tours).toEqual(['progress', 'start'])

  // Neither comes back by itself.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: run.moduleName })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: run.moduleName })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The app says "Sie" to teachers, also when a tour is cancelled (the spec quoted it with "du").
  expect(t.tour.cancelled).toMatch(/^Sie haben die Tour abgebrochen\. Sie wird Ihnen /)
})
