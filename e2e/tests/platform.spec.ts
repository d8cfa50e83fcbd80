import { expect, test } from '@playwright/test'

const API = '/api/teacher/v1'

test('the app page loads from the server and reports it running', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Lernraster' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Der Server läuft.')
})

test('a deep link of the app is answered with the app (SPA fallback)', async ({ page }) => {
  const response = await page.goto('/auth/login')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Lernraster' })).toBeVisible()
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
