import { expect, type Locator, type Page } from '@playwright/test'
import { classRow, fill, openedDialog } from './classes'
import { packs } from './language'
import { snackbar } from './modules'
import { requiredLabel } from './student-app'

// The teacher's homework and exams on the planning screen (issue 15), and the statistics they feed,
// for the journeys of one class 7c with one module topic "Brüche verstehen". German (decision 014).

const t = packs.de

/** Picks an option of a Mantine select by the select's label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: requiredLabel(label) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A day as a date field takes it (YYYY-MM-DD), counted from today in the browser's time zone. */
function dayFromToday(days: number) {
  const day = new Date()
  day.setDate(day.getDate() + days)
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`
}

/** Sets a homework or an exam on the planning screen for class 7c's only topic, `days` from today. */
export async function plan(page: Page, type: 'homework' | 'exam', days: number) {
  const p = t.planning
  await page.getByRole('tab', { name: p.tabs[type] }).click()
  await page.getByRole('button', { name: p.add[type] }).click()
  const dialog = await openedDialog(page, type === 'exam' ? p.form.newExam : p.form.newHomework)
  await choose(page, dialog, p.form.group, '7c')
  await choose(page, dialog, p.form.subject, 'Mathematik')
  await choose(page, dialog, p.form.topic, 'Brüche · Brüche verstehen')
  await dialog
    .getByLabel(requiredLabel(type === 'exam' ? p.form.examDate : p.form.homeworkDate))
    .fill(dayFromToday(days))
  await dialog.getByRole('button', { name: t.common.save }).click()
  await expect(snackbar(page, p.created[type])).toBeVisible()
}

/** The teacher opens a student's statistics of class 7c on the classes screen, and its Mathematik. */
export async function openStatistics(page: Page, name: string) {
  await page.goto('/groups')
  await classRow(page, t, '7c')
    .getByRole('button', { name: fill(t.classes.list.studentCount, { active: 1, total: 1 }) })
    .click()
  await page.getByRole('button', { name: fill(t.classes.students.statisticsOf, { name }) }).click()
  const statistics = await openedDialog(page, name)
  await statistics.getByRole('button', { name: 'Mathematik', exact: true }).click()
  return statistics
}
