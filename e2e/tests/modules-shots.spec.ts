import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fill, loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { gridCell, showOwnModules } from '../support/modules'

/**
 * Pictures of the module screens with the demo data, for a person to look at (issue 11: "look at the
 * editor at 1440 and 1024 px"), not assertions. Only with SHOTS=1: `npm test` spends no time here.
 *   SHOTS=1 npx playwright test tests/modules-shots.spec.ts   (pictures in SHOTS_DIR, default /tmp/lernraster-shots)
 */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/lernraster-shots'
const sizes = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const
const draft = 'Geometrie 8. Klasse (Entwurf)'
const complete = 'Deutsch: Kompetenzraster'
const t = packs.de

if (process.env.SHOTS === '1') {
  test("the demo teacher's module screens at 1440 and 1024 px", async ({ page }) => {
    test.setTimeout(120_000)
    mkdirSync(shotsDir, { recursive: true })
    await useLanguage(page, 'de')
    await loginAsDemoTeacher(page)
    for (const size of sizes) {
      await page.setViewportSize(size)
      // The whole page; with a dialog open only the window, which the dialog's backdrop covers.
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`), fullPage })

      await page.goto('/modules')
      await showOwnModules(page, t)
      await expect(page.getByRole('link', { name: draft, exact: true })).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await shot('modules')

      await page.getByRole('link', { name: fill(t.moduleList.actions.editModule, { name: draft }) }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft)
      await expect(gridCell(page, t, 1, 1).getByRole('button').first()).toBeVisible()
      await shot('configurator')
      await page.getByRole('switch', { name: t.moduleEditor.tools.switch }).check()
      await gridCell(page, t, 1, 1).getByRole('button').first().click()
      await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1')
      await shot('configurator-topic-dialog', false)

      await page.goto('/modules')
      await page
        .getByRole('link', { name: fill(t.moduleList.actions.viewModule, { name: complete }) })
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(complete)
      await shot('viewer')
      await gridCell(page, t, 1, 1).getByRole('button').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toHaveCSS('opacity', '1')
      await dialog.getByRole('button').filter({ hasText: /^1\. / }).click()
      await shot('viewer-topic-dialog', false)
    }
  })
}
