import type { Page } from '@playwright/test'
import { loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { apiOf } from '../support/sharing'

// docs/design.md "The frame": one left edge and title row on every page, and nothing floats over content
// (the Feedback tab, back-to-top and snackbars) at any width from 1024 px up.
const t = packs.de
/**
 * The elements matching `candidates` that the element matching `floating` covers, measured in the
 * page in one go (hundreds of rows): each named by its text, for a readable failure.
 */
async function covered(page: Page, floating: string, candidates: string): Promise<string[]> {
  return page.evaluate(
    ([floatingSelector, candidatesSelector]) => {
      const float = document.querySelector(floatingSelector)?.getBoundingClientRect()
      if (!float || float.width === 0) throw new Error(`${floatingSelector} is not on screen`)
      const hits: string[] = []
      // What shows of an element: its box cut by every ancestor that clips (a grid scrolled sideways
      // hides its far columns; they cannot be covered).
      const visibleBox = (element: Element) => {
        const box = element.getBoundingClientRect()
        let { left, right, top, bottom } = box
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent)
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
          const clip = parent.getBoundingClientRect()
          left = Math.max(left, clip.left)
          right = Math.min(right, clip.right)
          top = Math.max(top, clip.top)
          bottom = Math.min(bottom, clip.bottom)
        }
        return { left, right, top, bottom, width: right - left, height: bottom - top }
      }
      for (const element of document.querySelectorAll(candidatesSelector)) {
        const box = visibleBox(element)
        if (box.width <= 0 || box.height <= 0) continue
        const overlap =
          float.left < box.right && box.left < float.right && float.top < box.bottom && box.top < float.bottom
        if (overlap) hits.push(element.textContent?.trim() || element.outerHTML.slice(0, 80))
      }
      return hits
    },
    [floating, candidates] as const,
  )
}

const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 })

/** The students of the demo teacher's classes, from the count buttons ("18 von 18 aktiv"). */
async function studentsOfDemoClasses(page: Page): Promise<number> {
  const counts = await page.getByRole('button', { name: /von \d+ aktiv/ }).allTextContents()
  return counts.reduce((sum, text) => sum + Number(text.match(/von (\d+)/)?.[1] ?? 0), 0)
}

test.beforeEach(async ({ page }) => useLanguage(page, 'de'))

test('every page starts at the same left edge, its title in the same place', async ({ page }) => {
  await loginAsDemoTeacher(page)
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    const edges = new Map<string, number>()
    for (const path of ['/', '/subjects', '/groups', '/auth/account', '/modules']) {
      await page.goto(path)
      await expect(pageTitle(page)).toBeVisible()
      const box = await pageTitle(page).boundingBox()
      edges.set(path, Math.round(box?.x ?? -1))
    }
    expect(
      new Set(edges.values()),
      `left edges at ${width} px: ${JSON.stringify([...edges])}`,
    ).toHaveProperty('size', 1)
  }
})

test('the Feedback tab and back-to-top cover no row, switch or footer text from 1024 to 1920 px', async ({
  page,
}) => {
  await loginAsDemoTeacher(page)
  await page.goto('/groups')
  // Every class opened: the longest page, rows with switches and buttons reaching the right edge.
  const countButtons = page.getByRole('button', { name: /von \d+ aktiv/ })
  await expect(countButtons).toHaveCount(3)
  for (const button of await countButtons.all()) await button.click()
  await expect(page.getByRole('switch')).toHaveCount(await studentsOfDemoClasses(page))
  const feedback = page.getByRole('button', { name: t.feedback.button })
  const interactive = 'main button, main [role="switch"], main input, main a'
  const footerText = 'footer a, footer p, footer select'
  const headerParts = '.page-header a, .page-header button, .page-header p'
  for (const width of [1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    for (const scroll of [0, 600, 1800]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll)
      await expect(feedback).toBeVisible()
      expect(
        await covered(page, '.feedback-tab', interactive),
        `Feedback at ${width} px, scrolled ${scroll}`,
      ).toEqual([])
      expect(await covered(page, '.feedback-tab', 'main td'), `Feedback over cells at ${width} px`).toEqual(
        [],
      )
      expect(
        await covered(page, '.feedback-tab', headerParts),
        `Feedback over the header at ${width} px`,
      ).toEqual([])
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const backToTop = page.getByRole('button', { name: t.shell.backToTop })
    await expect(backToTop).toBeVisible()
    expect(
      await covered(page, '.back-to-top', footerText),
      `back-to-top over the footer at ${width} px`,
    ).toEqual([])
    expect(
      await covered(page, '.feedback-tab', footerText),
      `Feedback over the footer at ${width} px`,
    ).toEqual([])
    expect(
      await covered(page, '.back-to-top', interactive),
      `back-to-top over controls at ${width} px`,
    ).toEqual([])
  }
})

test('a snackbar shows in the header and covers neither its links nor the page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await loginAsDemoTeacher(page)
  await page.goto('/groups')
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await page
      .getByRole('button', { name: /kopieren/ })
      .first()
      .click()
    const snackbar = page.locator('.snackbar')
    await expect(snackbar).toBeVisible()
    const headerControls = '.page-header a:not(.snackbar *), .page-header button:not(.snackbar *)'
    expect(
      await covered(page, '.snackbar', headerControls),
      `over the header's links at ${width} px`,
    ).toEqual([])
    expect(await covered(page, '.snackbar', 'main *'), `over the page at ${width} px`).toEqual([])
    await snackbar.getByRole('button', { name: t.common.close }).click()
    await expect(snackbar).toHaveCount(0)
  }
})

test('the Feedback tab covers nothing of the configurator, its widest grid scrolled to either edge, at 1440 and 1024 px', async ({
  page,
}) => {
  // Issue 38: the configurator's grid under the Feedback tab at 1440 px. Twelve columns, the most a grid
  // has, need more room than the page: the grid scrolls inside the frame, never into its gutter.
  await loginAsDemoTeacher(page)
  const { id } = await apiOf(page).post<{ id: number }>('/modules/store', { name: 'Breites Raster' })
  await apiOf(page).post('/modules/update', { id, name: 'Breites Raster', columns: 12, rows: 4 })
  await page.goto(`/modules/configurator?module_id=${id}`)
  await page.getByRole('switch', { name: t.moduleEditor.tools.switch }).check({ force: true })
  const grid = page.locator('.module-grid-scroll')
  const parts = 'main th, main td, main button, main input, main textarea, main [role="switch"]'
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    for (const edge of ['left', 'right'] as const) {
      // The page scrolled so the grid's middle is where the tab is, halfway down the window.
      await grid.evaluate((element, to) => {
        element.scrollLeft = to === 'left' ? 0 : element.scrollWidth
        const box = element.getBoundingClientRect()
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2)
      }, edge)
      const feedback = page.getByRole('button', { name: t.feedback.button })
      await expect(feedback).toBeVisible()
      // Measured where it matters: the grid's rows pass the tab's height.
      const [tab, rows] = [await feedback.boundingBox(), await grid.boundingBox()]
      expect(tab!.y < rows!.y + rows!.height && rows!.y < tab!.y + tab!.height).toBe(true)
      expect(
        await covered(page, '.feedback-tab', parts),
        `Feedback over the configurator at ${width} px, grid at its ${edge} edge`,
      ).toEqual([])
    }
  }
})
