import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { apiBase } from './environment'
import type { packs } from './language'
import { linkIn, waitForMail } from './mailbox'
import { providerAction } from './provider'

type Pack = (typeof packs)[keyof typeof packs]
export const password = 'Raster-2026!'

let counter = 0
/** An address no other journey uses, readable in the mailbox. */
export function uniqueEmail(who: string) {
  counter += 1
  return `${who}-${Date.now()}-${counter}@schule.example`
}

/** A teacher as the provider leaves them: registered, confirmed by the mail link, activated. */
export async function activatedTeacher(request: APIRequestContext, who: string) {
  const email = uniqueEmail(who)
  const registered = await request.post(`${apiBase}/auth/register`, {
    data: { firstname: 'Lea', lastname: 'Brunner', email, password, password_confirmation: password },
  })
  expect(registered.status()).toBe(201)
  const mail = await waitForMail(request, email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')
  const token = new URL(linkIn(mail, '/auth/confirmEmail')).searchParams.get('email_confirmation_token')
  const confirmed = await request.post(`${apiBase}/auth/emailConfirmation`, {
    data: { email_confirmation_token: token },
  })
  expect(confirmed.status()).toBe(200)
  await providerAction({ name: 'activate', email })
  return { email, password, firstname: 'Lea', lastname: 'Brunner' }
}

/**
 * Logs in with the keyboard alone: Tab between the fields, Enter submits
 * (docs/product/accounts.md "Logging in").
 */
export async function loginWithKeyboard(page: Page, t: Pack, email: string, secret: string) {
  await page.goto('/auth/login')
  await page.getByLabel(t.auth.fields.email).focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: t.auth.fields.password, exact: true })).toBeFocused()
  await page.keyboard.type(secret)
  await page.keyboard.press('Enter')
}
