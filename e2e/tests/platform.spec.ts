import { expect, test } from '../support/fixtures'

const API = '/api/teacher/v1'

test('the app loads from the server; a deep link is answered with the app (SPA fallback)', async ({
  page,
}) => {
  const response = await page.goto('/auth/register')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible()
  await expect(page).toHaveTitle('Registrieren · Lernraster')
})

test('a registration mail shows in the local mailbox with a working link', async ({ page, request }) => {
  const email = `browser-${Date.now()}@schule.example`
  const registered = await request.post(`${API}/auth/register`, {
    data: {
      firstname: 'Beat',
      lastname: 'Keller',
      email,
      password: 'Raster-2026!',
      password_confirmation: 'Raster-2026!',
    },
  })
  expect(registered.status()).toBe(201)

  await page.goto('/dev/mailbox')
  const mail = page.locator('article', { hasText: email })
  await expect(mail.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible()
  const link = mail.frameLocator('iframe').getByRole('link', { name: 'E-Mail-Adresse bestätigen' })
  await expect(link).toHaveAttribute('href', /\/auth\/confirmEmail\?email_confirmation_token=[\w-]{40,}/)
})
