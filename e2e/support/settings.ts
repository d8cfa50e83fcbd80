import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { expectAccessible } from './accessibility'
import { password } from './accounts'
import type { packs } from './language'
import { linkIn, waitForMail } from './mailbox'

type Pack = (typeof packs)[keyof typeof packs]

/**
 * A new teacher meets the tour on the start page; Escape cancels it
 * (docs/product/accounts.md "Product tour").
 */
export async function cancelTheTour(page: Page, t: Pack) {
  const popover = page.getByRole('dialog').filter({ hasText: t.tour.steps.areas.title })
  await expect(popover).toBeVisible()
  await expectAccessible(page, 'tour')
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()
  await expect(page.getByText(t.tour.cancelled)).toBeVisible()
}

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title })
}

async function openCard(page: Page, t: Pack, title: string) {
  await card(page, title).getByRole('button', { name: t.common.change }).click()
  // Once its opening has ended the card puts the cursor into its first field; a teacher starts
  // typing then, not while the form is still unfolding.
  const first = card(page, title).locator('input:not([readonly])').first()
  await expect(first).toBeFocused()
}

/**
 * The 3-second snackbar (docs/product/accounts.md "Account settings"). Closed by its button rather than
 * waited out (3 idle seconds a save): the next save's snackbar is then a new one, which keeps the next check
 * honest.
 */
async function expectSaved(page: Page, t: Pack) {
  const snackbar = page.getByText(t.messages.account.saved)
  await expect(snackbar).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: t.common.close, exact: true }).click()
  await expect(snackbar).toBeHidden()
}

/**
 * docs/product/accounts.md "Account settings": name, password, e-mail and tour, each with its rules and the
 * snackbar.
 */
export async function changeEverySetting(page: Page, t: Pack, request: APIRequestContext, email: string) {
  await page.goto('/auth/account')
  await expect(page.getByRole('heading', { level: 1, name: t.account.title })).toBeVisible()
  await expectAccessible(page, 'account settings')

  // Name: at least two characters, then saved and shown in the header.
  await openCard(page, t, t.account.name.title)
  const names = card(page, t.account.name.title)
  await names.getByRole('textbox', { name: t.account.name.lastname }).fill('K')
  await names.getByRole('button', { name: t.common.save }).click()
  await expect(names.getByText(t.messages.account.nameTooShort)).toBeVisible()
  await names.getByRole('textbox', { name: t.account.name.lastname }).fill('Keller')
  await names.getByRole('button', { name: t.common.save }).click()
  await expectSaved(page, t)
  await expect(page.getByRole('banner')).toContainText('Nora Keller')

  // Password: the form's own rules, the server's answer to a wrong current password, then success.
  await openCard(page, t, t.account.password.title)
  const passwords = card(page, t.account.password.title)
  const field = (name: string) => passwords.getByRole('textbox', { name, exact: true })
  await passwords.getByRole('button', { name: t.common.save }).click()
  await expect(passwords.getByText(t.messages.account.allFieldsRequired)).toBeVisible()
  await field(t.account.password.current).fill('falsch-falsch')
  await field(t.account.password.new).fill('Neu-2026!')
  await field(t.account.password.confirmation).fill('Neu-2027!')
  await passwords.getByRole('button', { name: t.common.save }).click()
  await expect(passwords.getByText(t.messages.account.passwordsDiffer)).toBeVisible()
  await field(t.account.password.confirmation).fill('Neu-2026!')
  await passwords.getByRole('button', { name: t.common.save }).click()
  await expect(passwords.getByText(t.messages.errors.currentPasswordIncorrect)).toBeVisible()
  await field(t.account.password.current).fill(password)
  await passwords.getByRole('button', { name: t.common.save }).click()
  await expectSaved(page, t)

  // E-mail: must match its confirmation; the change waits for the link sent to the new address.
  const newEmail = email.replace('@', '.neu@')
  await openCard(page, t, t.account.email.title)
  const emails = card(page, t.account.email.title)
  await emails.getByRole('textbox', { name: t.account.email.new, exact: true }).fill(newEmail)
  await emails.getByRole('textbox', { name: t.account.email.confirmation }).fill(`x${newEmail}`)
  await emails.getByRole('button', { name: t.common.save }).click()
  await expect(emails.getByText(t.messages.account.emailsDiffer)).toBeVisible()
  await emails.getByRole('textbox', { name: t.account.email.confirmation }).fill(newEmail)
  await emails.getByRole('button', { name: t.common.save }).click()
  await expectSaved(page, t)
  await expect(emails.getByText(t.account.email.pendingTitle)).toBeVisible()
  const mail = await waitForMail(request, newEmail, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse')
  await page.goto(linkIn(mail, '/auth/confirmEmail'))
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  await page.goto('/auth/account')
  await expect(card(page, t.account.email.title)).toContainText(newEmail)

  // Tours: cancelling marked only that tour seen, show_tour is still on (issue 31). Switched off and
  // on again, then started through Hilfe, which asks first.
  const tour = card(page, t.account.tour.title)
  for (const on of [false, true]) {
    await openCard(page, t, t.account.tour.title)
    await tour.getByRole('switch', { name: t.account.tour.label }).setChecked(on)
    await tour.getByRole('button', { name: t.common.save }).click()
    await expectSaved(page, t)
  }
  await page
    .getByRole('button', { name: t.shell.account.menuLabel.replace('{{name}}', 'Nora Keller') })
    .click()
  await page.getByRole('menuitem', { name: t.shell.account.help }).click()
  const confirm = page.getByRole('dialog', { name: t.tour.help.title })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: t.common.yes }).click()
  await expect(page).toHaveURL(/\/$/)
  const popover = page.getByRole('dialog').filter({ hasText: t.tour.steps.areas.title })
  await expect(popover).toBeVisible()
  for (let step = 1; step < 6; step += 1) await page.getByRole('button', { name: t.tour.next }).click()
  await page.getByRole('button', { name: t.tour.done }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(t.tour.cancelled)).toBeHidden()
}

/** The floating Feedback button: type, text with its live count, sent with a snackbar. */
export async function sendFeedback(page: Page, t: Pack) {
  await page.getByRole('button', { name: t.feedback.button }).click()
  const dialog = page.getByRole('dialog', { name: t.feedback.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: t.messages.feedbackTypes.question })).toBeChecked()
  await dialog.getByRole('radio', { name: t.messages.feedbackTypes.missingFeature }).check()
  await dialog.getByRole('textbox', { name: t.feedback.content }).fill('Eine Kalenderansicht wäre schön.')
  await expect(dialog.getByText('32 / 1000')).toBeVisible()
  await expectAccessible(page, 'feedback dialog')
  await dialog.getByRole('button', { name: t.feedback.send }).click()
  await expect(page.getByText(t.messages.feedback.sent)).toBeVisible()
  await expect(dialog).toBeHidden()
}
