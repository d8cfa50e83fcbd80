import { installableTexts } from '../../apps/web/src/student/features/installable/texts'
import { expectAccessible } from '../support/accessibility'
import { expect, test } from '../support/fixtures'
import { fillStudent, joinClass, registerStudent, st } from '../support/student-app'
import {
  activateAndOpenProgress,
  questions,
  teacherWithClassAndModule,
  topicTitle,
} from '../support/student-journeys'
import { phoneContext, settled } from '../support/student-phone'

// Issue 32 item 3 (decision 029): the student app is installable and opens offline with what was
// loaded last. One journey on a 390x844 phone with touch: the manifest, the service worker, offline
// home and grid with the banner, back online without it. German only (decision 014).

const it = installableTexts.de

test('a student installs the app, and offline it opens the overview and the grid as last seen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const setup = await teacherWithClassAndModule(page, 'Klasse offline')
  const context = await phoneContext(browser, baseURL, 390, 844)
  const student = await context.newPage()
  await registerStudent(student, { firstname: 'Noah', lastname: 'Keller' })
  await joinClass(student, setup.group.token)
  await activateAndOpenProgress(page, setup)

  // The manifest: linked, with what an installed app needs.
  const href = await student.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/student/manifest.webmanifest')
  const manifest = await (await student.request.get(href!)).json()
  expect(manifest).toMatchObject({
    name: 'Lernraster für Lernende',
    short_name: 'Lernraster',
    lang: 'de',
    start_url: '/student/',
    scope: '/student/',
    display: 'standalone',
  })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  const icons = manifest.icons as { sizes: string; purpose?: string }[]
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  expect(await student.locator('link[rel="apple-touch-icon"]').count()).toBe(1)

  // The service worker took the page (clientsClaim on its first install): what she opens now is kept.
  await student.evaluate(() => navigator.serviceWorker.ready)
  await student.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await student.goto('/student/')
  await student.getByRole('link', { name: st.home.open }).click()
  const cell = student.getByRole('link', {
    name: fillStudent(st.grid.cell, { title: topicTitle, rated: 0, total: questions.length }),
  })
  await expect(cell).toBeVisible()
  await settled(student)
  const gridUrl = student.url()
  const banner = student.getByRole('status').filter({ hasText: it.offline })

  // Offline: the overview and the grid open as last seen, with the banner.
  await context.setOffline(true)
  expect((await student.goto('/student/'))?.fromServiceWorker(), 'the page from the service worker').toBe(
    true,
  )
  await expect(banner).toBeVisible()
  await expect(
    student.getByRole('heading', { name: fillStudent(st.home.greeting, { name: 'Noah' }) }),
  ).toBeVisible()
  await expect(student.getByText(setup.moduleName).first()).toBeVisible()
  await student.goto(gridUrl)
  await expect(banner).toBeVisible()
  await expect(cell).toBeVisible()
  await expectAccessible(student, 'grid offline')

  // Back online: the banner goes.
  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
  await context.close()
})
