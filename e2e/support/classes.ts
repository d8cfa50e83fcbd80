import { expect, type Locator, type Page } from '@playwright/test'
import type { packs } from './language'
import { providerAction } from './provider'

export type Pack = (typeof packs)[keyof typeof packs]

/** A language-pack text with its `{{placeholders}}` filled in. */
export function fill(text: string, values: Record<string, string | number>) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The students button of a class row: "17 von 18 aktiv" (docs/product/subjects-and-classes.md "Classes"). */
export function studentCount(t: Pack, active: number | string, total: number | string) {
  return fill(t.classes.list.studentCount, { active, total })
}

/** Straight to the classes screen through the login (`?next=`): a new teacher's tour waits on '/'. */
export async function loginToClasses(page: Page, t: Pack, email: string, password: string) {
  await page.goto('/groups')
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fgroups$/)
  await page.getByLabel(t.auth.fields.email).fill(email)
  await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/groups$/)
  await expect(page.getByRole('heading', { level: 1, name: t.classes.title })).toBeVisible()
}

export async function loginAsDemoTeacher(page: Page) {
  const link = (await providerAction({ name: 'demo-link' })).match(/https?:\/\/\S+\/demo\?token=\S+/)?.[0]
  expect(link, 'the demo-link command prints a link').toBeDefined()
  const url = new URL(link ?? '')
  await page.goto(url.pathname + url.search)
  await expect(page).toHaveURL(/\/$/)
}

/** The dialog, once its opening has ended (Mantine's modals move in; the first field gets the cursor). */
export async function openedDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('opacity', '1')
  return dialog
}

export function classRow(page: Page, t: Pack, name: string) {
  return page
    .getByRole('table', { name: t.classes.list.label })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
}

export async function saveClass(page: Page, t: Pack, dialog: Locator, name: string, done: string) {
  await dialog.getByRole('textbox', { name: t.classes.form.name }).fill(name)
  await dialog.getByRole('button', { name: t.common.save }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(fill(done, { name }))).toBeVisible()
  await expect(classRow(page, t, name)).toBeVisible()
}
