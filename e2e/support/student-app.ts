import { expect, type Page } from '@playwright/test'
import { studentTexts } from '../../apps/web/src/student/locales'
import { password, uniqueEmail } from './accounts'
import { escapeRegExp } from './classes'

/** The student app's German texts (its own small dictionary, apps/web/src/student/locales/). */
export const st = studentTexts.de

/** The student app's texts fill {name}, the teacher app's {{name}}. */
export function fillStudent(text: string, values: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`))
}

/** A label as Mantine writes it: a required field's label ends in " *". */
export const requiredLabel = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\*)?$`)

/** A field of the student app's forms by its label. */
export function field(page: Page, label: string) {
  return page.getByLabel(requiredLabel(label))
}

/** A student registers in the student app (/student/register) and lands on the overview. */
export async function registerStudent(page: Page, who: { firstname: string; lastname: string }) {
  const email = uniqueEmail(who.firstname.toLowerCase())
  await page.goto('/student/register')
  await field(page, st.auth.firstname).fill(who.firstname)
  await field(page, st.auth.lastname).fill(who.lastname)
  await field(page, st.auth.email).fill(email)
  await field(page, st.auth.password).fill(password)
  await field(page, st.auth.passwordConfirmation).fill(password)
  await page.getByRole('button', { name: st.auth.register }).click()
  await expect(
    page.getByRole('heading', { name: fillStudent(st.home.greeting, { name: who.firstname }) }),
  ).toBeVisible()
  return { ...who, email, password }
}

/** Joins a class with its code on the overview. */
export async function joinClass(page: Page, code: string) {
  await field(page, st.home.joinLabel).fill(code)
  await page.getByRole('button', { name: st.home.joinButton }).click()
  await expect(page.getByText(st.home.joined)).toBeVisible()
}

/** Picks a grade in a question's list ('Deine Note für «…»', the phone's own list); saved at once. */
export async function rateQuestion(page: Page, question: string, grade: string) {
  await page
    .getByRole('combobox', { name: fillStudent(st.topic.rateOf, { title: question }) })
    .selectOption({ label: grade })
  const card = page.locator('.mantine-Card-root').filter({ hasText: question })
  await expect(card.getByText(fillStudent(st.topic.rated, { grade }))).toBeVisible()
}

/** The same student signs in on another device (/student/login) and lands on the overview. */
export async function loginStudent(page: Page, who: { firstname: string; email: string; password: string }) {
  await page.goto('/student/login')
  await field(page, st.auth.loginName).fill(who.email)
  await field(page, st.auth.password).fill(who.password)
  await page.getByRole('button', { name: st.auth.login }).click()
  await expect(
    page.getByRole('heading', { name: fillStudent(st.home.greeting, { name: who.firstname }) }),
  ).toBeVisible()
}

/**
 * Picks a grade while the phone is offline: the rating waits on the device, and the card says so
 * (issue 32 item 4) instead of the saved grade.
 */
export async function rateQuestionOffline(page: Page, question: string, grade: string) {
  await page
    .getByRole('combobox', { name: fillStudent(st.topic.rateOf, { title: question }) })
    .selectOption({ label: grade })
  const card = page.locator('.mantine-Card-root').filter({ hasText: question })
  await expect(card.getByText(fillStudent(st.outbox.waiting, { grade }))).toBeVisible()
}
