import { expectAccessible } from '../support/accessibility'
import { expect, test } from '../support/fixtures'
import { inGermanOnly, languageNames, packs, useLanguage } from '../support/language'

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`shell (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test('the footer links real documents, and the user guide explains the app', async ({
      page,
      context,
    }) => {
      await page.goto('/auth/login')
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(String(new Date().getFullYear()))
      const documents = [
        {
          link: footer.getByRole('link', { name: t.shell.footer.terms }),
          heading: 'Allgemeine Geschäftsbedingungen',
        },
        { link: footer.getByRole('link', { name: t.shell.footer.imprint }), heading: 'Impressum' },
        { link: footer.getByRole('link', { name: t.shell.footer.privacy }), heading: 'Datenschutzerklärung' },
        {
          link: page.getByRole('banner').getByRole('link', { name: t.shell.nav.userGuide }),
          heading: 'Benutzerhandbuch',
        },
      ]
      for (const { link, heading } of documents) {
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading)
        await tab.close()
      }
    })

    test('going offline shows the banner with a reload button; coming back hides it', async ({
      page,
      context,
    }) => {
      await page.goto('/auth/login')
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.title })).toBeVisible()
      const banner = page.getByRole('alert').filter({ hasText: t.shell.offline })
      await expect(banner).toBeHidden()
      await context.setOffline(true)
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('button', { name: t.common.reload })).toBeVisible()
      await expectAccessible(page, 'offline banner')
      await context.setOffline(false)
      await expect(banner).toBeHidden()
    })

    test('a connection lost while the page loads: the banner stays, and the page comes once back online', async ({
      page,
      context,
    }) => {
      // The page's own code, the header menus and the English pack load after the app's first
      // script; offline, they fail (German stands in for a pack that did not come).
      await page.goto('/auth/login', { waitUntil: 'domcontentloaded' })
      await context.setOffline(true)
      const banner = page.getByTestId('offline-banner')
      const reload = new RegExp(`^(${packs.de.common.reload}|${t.common.reload})$`)
      await expect(banner.getByRole('button', { name: reload })).toBeVisible()
      await context.setOffline(false)
      await expect(banner).toBeHidden()
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.title })).toBeVisible()
      await expect(page.getByRole('button', { name: t.shell.appSwitcher.label })).toBeVisible()
    })

    test('the language choice in the footer switches the texts and is kept', async ({ page }) => {
      await page.goto('/auth/login')
      const other = language === 'de' ? 'en' : 'de'
      await page.getByRole('contentinfo').getByLabel(t.shell.footer.language).selectOption(other)
      await expect(page.getByRole('link', { name: packs[other].shell.footer.imprint })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await page.reload()
      await expect(page.getByRole('link', { name: packs[other].shell.footer.imprint })).toBeVisible()
    })

    inGermanOnly(language, () =>
      test('the back-to-top button appears once the page is scrolled and brings the teacher up', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1024, height: 480 })
        await page.goto('/auth/register')
        // The page must be there (its code loads lazily) before there is anything to scroll.
        await expect(page.getByRole('heading', { level: 1, name: t.auth.register.title })).toBeVisible()
        const backToTop = page.getByRole('button', { name: t.shell.backToTop })
        await expect(backToTop).toBeHidden()
        await page.mouse.wheel(0, 2000)
        await expect(backToTop).toBeVisible()
        await backToTop.click()
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      }),
    )

    test('the app-switcher offers the store, student and teacher apps and the website, from the configuration', async ({
      page,
    }) => {
      await page.goto('/auth/login')
      await page.getByRole('button', { name: t.shell.appSwitcher.label }).click()
      const entries = page.getByRole('menuitem')
      await expect(entries).toHaveText([
        t.shell.appSwitcher.store,
        t.shell.appSwitcher.student,
        t.shell.appSwitcher.teacher,
        t.shell.appSwitcher.website,
      ])
      await expect(page.getByRole('menuitem', { name: t.shell.appSwitcher.store })).toHaveAttribute(
        'href',
        // STORE_APP_URL's default: this app's own store page (decision 018).
        /^http:\/\/(localhost|127\.0\.0\.1):\d+\/store$/,
      )
    })

    test('an unknown address shows a not-found page with a way home', async ({ page }) => {
      await page.goto('/auth/nowhere')
      await expect(page.getByRole('heading', { level: 1, name: t.common.notFound.title })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: t.common.toHome })).toBeVisible()
      await expectAccessible(page, 'not found')
    })
  })
}
