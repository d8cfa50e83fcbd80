import { expectAccessible } from '../support/accessibility'
import { activatedTeacher, loginWithKeyboard, uniqueEmail } from '../support/accounts'
import { apiBase } from '../support/environment'
import { expect, test } from '../support/fixtures'
import { inGermanOnly, languageNames, packs, useLanguage } from '../support/language'
import { linkIn, waitForMail } from '../support/mailbox'
import { providerAction, providerCommand } from '../support/provider'
import { cancelTheTour } from '../support/settings'

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`login and password (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test('an anonymous visit lands on the login page, which is accessible', async ({ page }) => {
      await page.goto('/groups')
      await expect(page).toHaveURL(/\/auth\/login\?next=%2Fgroups$/)
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.title })).toBeVisible()
      await expectAccessible(page, 'login')
    })

    test('a wrong password is refused with the spec message; the right one, typed with the keyboard alone, lets the teacher in', async ({
      page,
      request,
    }) => {
      const teacher = await activatedTeacher(request, `login-${language}`)
      await loginWithKeyboard(page, t, teacher.email, 'falsches-Passwort')
      await expect(page.getByText(t.messages.errors.invalidCredentials)).toBeVisible()
      await expect(page).toHaveURL(/\/auth\/login$/)

      await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill('')
      await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).focus()
      await page.keyboard.type(teacher.password)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('link', { name: t.shell.nav.groups })).toBeVisible()

      // The header leads on to the modules, whose page loads lazily after the login.
      await cancelTheTour(page, t) // a new teacher meets the tour first
      await page.getByRole('banner').getByRole('link', { name: t.shell.nav.modules }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.moduleList.title)
      await expectAccessible(page, 'modules')
    })

    inGermanOnly(language, () =>
      test('a session that ended elsewhere leads to logout and the login page (401)', async ({
        page,
        request,
      }) => {
        const teacher = await activatedTeacher(request, `beendet-${language}`)
        await loginWithKeyboard(page, t, teacher.email, teacher.password)
        await expect(page).toHaveURL(/\/$/)
        const token = await page.evaluate(() => localStorage.getItem('lernraster.api_token'))
        const ended = await request.post(`${apiBase}/auth/logout`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        expect(ended.status()).toBe(200)
        await page.reload()
        await expect(page).toHaveURL(/\/auth\/login$/)
        expect(await page.evaluate(() => localStorage.getItem('lernraster.api_token'))).toBeNull()
        expect((await page.context().cookies()).find((cookie) => cookie.name === 'api_token')).toBeUndefined()
      }),
    )

    test('a student who logs in sees the NotAuthorized notice and can leave', async ({ page }) => {
      const email = uniqueEmail(`lernende-${language}`)
      const created = await providerAction({ name: 'add-user', email, role: 'student' })
      const studentPassword = created.match(/password: (\S+)/)?.[1] ?? ''
      expect(studentPassword).not.toBe('')

      await loginWithKeyboard(page, t, email, studentPassword)
      await expect(page).toHaveURL(/\/noaccess$/)
      await expect(page.getByText(t.auth.noAccess.text)).toBeVisible()
      await expect(page.getByRole('link', { name: t.shell.nav.groups })).toHaveCount(0)
      await expectAccessible(page, 'not authorized')
      await page.getByRole('link', { name: t.auth.noAccess.login }).click()
      await expect(page).toHaveURL(/\/auth\/login$/)
    })

    inGermanOnly(language, () =>
      test('logging out in one tab logs out the other tabs too (shared school laptops)', async ({
        page,
        request,
      }) => {
        const teacher = await activatedTeacher(request, `tabs-${language}`)
        await loginWithKeyboard(page, t, teacher.email, teacher.password)
        await expect(page).toHaveURL(/\/$/)
        const other = await page.context().newPage()
        await other.goto('/auth/account')
        await expect(other.getByRole('heading', { level: 1, name: t.account.title })).toBeVisible()
        await page.goto('/auth/logout')
        await expect(page).toHaveURL(/\/auth\/login$/)
        await expect(other).toHaveURL(/\/auth\/login$/)
      }),
    )

    test('a provider administrator (role 1) gets in and sees the Backoffice in the app-switcher', async ({
      page,
    }) => {
      const email = uniqueEmail(`admin-${language}`)
      const created = await providerAction({ name: 'add-user', email, role: 'admin' })
      const adminPassword = created.match(/password: (\S+)/)?.[1] ?? ''
      await loginWithKeyboard(page, t, email, adminPassword)
      await expect(page).toHaveURL(/\/$/)
      await cancelTheTour(page, t)
      await page.getByRole('button', { name: t.shell.appSwitcher.label }).click()
      await expect(page.getByRole('menuitem')).toHaveText([t.shell.appSwitcher.backoffice])
    })

    test('a forgotten password is reset through the mail link', async ({ page, request }) => {
      const teacher = await activatedTeacher(request, `reset-${language}`)
      await page.goto('/auth/login')
      await page.getByRole('link', { name: t.auth.login.forgotPassword }).click()
      await expect(page).toHaveURL(/\/auth\/forgotPassword$/)
      await page.getByLabel(t.auth.fields.email).fill('keine-adresse')
      await page.getByRole('button', { name: t.auth.forgotPassword.submit }).click()
      await expect(page.getByText(t.messages.auth.emailInvalid)).toBeVisible()
      await page.getByLabel(t.auth.fields.email).fill(teacher.email)
      await page.getByRole('button', { name: t.auth.forgotPassword.submit }).click()
      await expect(page.getByRole('main').getByRole('status')).toContainText('3')
      await expectAccessible(page, 'forgot password')

      const mail = await waitForMail(request, teacher.email, 'Passwort zurücksetzen')
      await page.goto(linkIn(mail, '/auth/resetPassword'))
      await page.getByRole('button', { name: t.auth.resetPassword.submit }).click()
      await expect(page.getByText(t.messages.auth.passwordRequired)).toBeVisible()
      await page.getByRole('textbox', { name: t.auth.fields.newPassword, exact: true }).fill('kurz')
      await page.getByRole('button', { name: t.auth.resetPassword.submit }).click()
      await expect(page.getByText(t.messages.auth.passwordTooShort)).toBeVisible()
      await page.getByRole('textbox', { name: t.auth.fields.newPassword, exact: true }).fill('Neues-Raster-9')
      await page.getByRole('textbox', { name: t.auth.fields.passwordConfirmation }).fill('Neues-Raster-8')
      await page.getByRole('button', { name: t.auth.resetPassword.submit }).click()
      await expect(page.getByText(t.messages.auth.passwordsDiffer)).toBeVisible()
      await expectAccessible(page, 'reset password')
      await page.getByRole('textbox', { name: t.auth.fields.passwordConfirmation }).fill('Neues-Raster-9')
      await page.getByRole('button', { name: t.auth.resetPassword.submit }).click()
      await expect(page.getByText(t.auth.resetPassword.changed)).toBeVisible()
      await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 })

      // The link is spent: opened again, it says only that, and offers a new one (issue 10).
      await page.goto(linkIn(mail, '/auth/resetPassword'))
      await page
        .getByRole('textbox', { name: t.auth.fields.newPassword, exact: true })
        .fill('Noch-ein-Raster-1')
      await page.getByRole('textbox', { name: t.auth.fields.passwordConfirmation }).fill('Noch-ein-Raster-1')
      await page.getByRole('button', { name: t.auth.resetPassword.submit }).click()
      await expect(page.getByRole('alert')).toHaveText(t.messages.auth.resetLinkInvalid)
      await expect(page.getByText(t.common.error)).toHaveCount(0)
      await expect(page.getByRole('textbox', { name: t.auth.fields.newPassword, exact: true })).toHaveCount(0)
      await expectAccessible(page, 'spent reset link')
      await page.getByRole('link', { name: t.auth.resetPassword.requestNewLink }).click()
      await expect(page).toHaveURL(/\/auth\/forgotPassword$/)

      await loginWithKeyboard(page, t, teacher.email, 'Neues-Raster-9')
      await expect(page).toHaveURL(/\/$/)
    })

    test('a demo link that no longer works says so on the login page, and what to do', async ({ page }) => {
      await page.goto('/demo?token=ein-alter-link')
      await expect(page).toHaveURL(/\/auth\/login$/)
      await expect(page.getByRole('alert')).toHaveText(t.auth.login.demoLinkInvalid)
      await expectAccessible(page, 'login after a dead demo link')
      // Without a token at all, the same.
      await page.goto('/demo')
      await expect(page).toHaveURL(/\/auth\/login$/)
      await expect(page.getByRole('alert')).toHaveText(t.auth.login.demoLinkInvalid)
    })

    test('a demo link logs in at once and shows the demo banner', async ({ page }) => {
      const link = providerCommand('demo-link').match(/https?:\/\/\S+\/demo\?token=\S+/)?.[0]
      expect(link, 'the demo-link command prints a link').toBeDefined()
      await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search)
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByText(t.shell.demo)).toBeVisible()
      await expectAccessible(page, 'home of a demo user')
    })
  })
}
