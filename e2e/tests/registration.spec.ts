import { expectAccessible } from '../support/accessibility'
import { password, uniqueEmail } from '../support/accounts'
import { apiBase } from '../support/environment'
import { expect, test } from '../support/fixtures'
import { languageNames, packs, useLanguage } from '../support/language'
import { codeIn, linkIn, waitForMail } from '../support/mailbox'
import { providerAction, providerCommand } from '../support/provider'
import { cancelTheTour, changeEverySetting, sendFeedback } from '../support/settings'

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`registration (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test.setTimeout(180_000)

    test('register -> mail link -> confirmed -> waiting for activation -> provider activates -> let in', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`neu-${language}`)
      await page.goto('/auth/register')
      await expectAccessible(page, 'register')

      // The form checks in the spec's order, and says what is missing first.
      await page.getByRole('button', { name: t.auth.register.submit }).click()
      await expect(page.getByText(t.messages.auth.firstnameRequired)).toBeVisible()
      await expect(page.getByLabel(t.auth.fields.firstname)).toBeFocused()

      await page.getByLabel(t.auth.fields.firstname).fill('Nora')
      await page.getByLabel(t.auth.fields.lastname).fill('Gerber')
      await page.getByLabel(t.auth.fields.email).fill(email)
      await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(password)
      await page.getByRole('textbox', { name: t.auth.fields.passwordConfirmation }).fill(password)
      await page.getByRole('button', { name: t.auth.register.submit }).click()

      await expect(page).toHaveURL(/\/auth\/confirmEmail$/)
      await expect(page.getByText(email)).toBeVisible()
      await expectAccessible(page, 'confirm e-mail')

      const mail = await waitForMail(request, email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')
      await page.goto(linkIn(mail, '/auth/confirmEmail'))
      await expect(page.getByText(t.auth.confirmEmail.confirming)).toBeVisible()
      await expect(page.getByText(t.auth.confirmEmail.confirmed)).toBeVisible()

      await expect(page).toHaveURL(/\/account-status$/, { timeout: 15_000 })
      await expect(page.getByRole('heading', { level: 1, name: t.auth.accountStatus.title })).toBeVisible()
      await expectAccessible(page, 'account not activated')

      // The operator's command itself once (German); the English run hands the same action to the
      // server without starting the CLI (3 s of a loaded CPU).
      if (language === 'de') providerCommand('activate', email)
      else await providerAction({ name: 'activate', email })
      // The teacher comes back to the tab: the page asks at once instead of at its next 10-s poll.
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
      await expect(page.getByText(t.auth.accountStatus.activated)).toBeVisible({ timeout: 25_000 })
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 })
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Nora')
      await expectAccessible(page, 'home')

      await cancelTheTour(page, t)
      await changeEverySetting(page, t, request, email)
      await sendFeedback(page, t)

      await page
        .getByRole('button', { name: t.shell.account.menuLabel.replace('{{name}}', 'Nora Keller') })
        .click()
      await page.getByRole('menuitem', { name: t.shell.account.logout }).click()
      await expect(page).toHaveURL(/\/auth\/login$/)
      await expect(page.getByRole('link', { name: t.shell.nav.register, exact: true })).toBeVisible()
    })

    test('the whole registration works with the keyboard alone', async ({ page, request }) => {
      const email = uniqueEmail(`tastatur-${language}`)
      await page.goto('/auth/register')
      const firstname = page.getByRole('textbox', { name: t.auth.fields.firstname })
      // From the top of the page, Tab must reach the form (skip link, header, then the fields).
      for (let presses = 0; presses < 15; presses += 1) {
        if (await firstname.evaluate((element) => element === document.activeElement)) break
        await page.keyboard.press('Tab')
      }
      await expect(firstname).toBeFocused()
      for (const value of ['Tim', 'Suter', email, password, password]) {
        await page.keyboard.type(value)
        await page.keyboard.press('Tab')
      }
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/auth\/confirmEmail$/)

      // The six-digit code from the mail, typed and sent with Enter.
      const mail = await waitForMail(request, email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')
      await page.getByRole('textbox', { name: t.auth.fields.code }).focus()
      await page.keyboard.type(codeIn(mail))
      await page.keyboard.press('Enter')
      await expect(page.getByText(t.auth.confirmEmail.confirmed)).toBeVisible()
      await expect(page).toHaveURL(/\/account-status$/, { timeout: 15_000 })
    })

    test('a mistyped address is corrected on the confirm-info page before confirming', async ({
      page,
      request,
    }) => {
      const typo = uniqueEmail(`tippfehler-${language}`)
      const registered = await request.post(`${apiBase}/auth/register`, {
        data: {
          firstname: 'Ueli',
          lastname: 'Moser',
          email: typo,
          password,
          password_confirmation: password,
        },
      })
      const { api_token } = await registered.json()
      await page.addInitScript((token) => localStorage.setItem('lernraster.api_token', token), api_token)
      await page.goto('/auth/confirmEmail')
      await page.getByRole('link', { name: t.auth.confirmEmail.correctAddress }).click()
      await expect(page).toHaveURL(/\/auth\/confirmInfo$/)
      await expect(page.getByRole('textbox', { name: t.auth.fields.email })).toHaveValue(typo)
      await expectAccessible(page, 'confirm info')
      const corrected = typo.replace('@', '.richtig@')
      await page.getByRole('textbox', { name: t.auth.fields.email }).fill(corrected)
      await page.getByRole('button', { name: t.auth.confirmInfo.submit }).click()
      await expect(page.getByText(t.auth.confirmInfo.thanks)).toBeVisible()
      await waitForMail(request, corrected, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')
    })

    test('a taken address is named under the e-mail field', async ({ page, request }) => {
      const email = uniqueEmail(`doppelt-${language}`)
      const first = await request.post('/api/teacher/v1/auth/register', {
        data: { firstname: 'Ada', lastname: 'Frei', email, password, password_confirmation: password },
      })
      expect(first.status()).toBe(201)
      await page.goto('/auth/register')
      await page.getByLabel(t.auth.fields.firstname).fill('Ada')
      await page.getByLabel(t.auth.fields.lastname).fill('Frei')
      await page.getByLabel(t.auth.fields.email).fill(email)
      await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(password)
      await page.getByRole('textbox', { name: t.auth.fields.passwordConfirmation }).fill(password)
      await page.getByRole('button', { name: t.auth.register.submit }).click()
      await expect(page.getByText(t.messages.auth.emailAlreadyUsed)).toBeVisible()
      await expect(page).toHaveURL(/\/auth\/register$/)
    })
  })
}
