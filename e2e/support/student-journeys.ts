import { expect, type Page } from '@playwright/test'
import { activatedTeacher } from './accounts'
import { activationCard } from './activations'
import { fill, loginToClasses, openedDialog, saveClass } from './classes'
import { packs, useLanguage } from './language'
import { snackbar, storeModule, textPattern } from './modules'
import { apiOf } from './sharing'
import { fillStudent, st } from './student-app'

/**
 * The two-browser journeys' parts (issues 15 and 19): a new teacher with a class and a module of one
 * topic, its activation through the Active tab, and the student's way to that topic. German only
 * (decision 014).
 */
const t = packs.de

/** Well below the feeds' own 60 s refresh: what arrives within it came live. */
export const live = { timeout: 15_000 }

export const topicTitle = 'Brüche verstehen'
export const questions = [
  'Ich kann einen Bruch kürzen.',
  'Ich kann einen Bruch erweitern.',
  'Ich kann Brüche addieren.',
]

/**
 * A new teacher (its e-mail tagged `tag`) logged in, with a class made on the classes screen and a
 * subject Mathematik: what each two-browser journey builds its module on.
 */
export async function teacherWithClassAndSubject(page: Page, className: string, tag: string) {
  await useLanguage(page, 'de')
  const teacher = await activatedTeacher(page.request, tag)
  await loginToClasses(page, t, teacher.email, teacher.password)
  await page.getByRole('button', { name: t.classes.newClass }).first().click()
  const dialog = await openedDialog(page, t.classes.form.createTitle)
  await saveClass(page, t, dialog, className, t.classes.form.created)
  const api = apiOf(page)
  const group = (await api.get<{ id: number; name: string; token: string }[]>('/groups', {})).find(
    (candidate) => candidate.name === className,
  )!
  const subject = await api.post<{ id: number; title: string }>('/subjects/store', {
    title: 'Mathematik',
    token: 'MA',
  })
  return { teacher, group, subject }
}

/** A new teacher with a class made on the classes screen, a subject and a module of three questions. */
export async function teacherWithClassAndModule(page: Page, className: string) {
  const { teacher, group, subject } = await teacherWithClassAndSubject(page, className, 'echt')
  const moduleName = `Brüche ${className}`
  const moduleId = await storeModule(page, {
    name: moduleName,
    description: 'Brüche kürzen, erweitern und addieren.',
    blocks: ['Brüche'],
    topics: [
      {
        column: 1,
        row: 1,
        title: topicTitle,
        questions: questions.map((title) => ({ title, description: 'Beispiel: 6/8 = 3/4' })),
      },
    ],
  })
  return { teacher, group, subject, moduleName, moduleId }
}

/**
 * The teacher activates the module for the class (docs/product/runs.md "Activating") and opens its progress
 * screen.
 */
export async function activateAndOpenProgress(
  page: Page,
  setup: { moduleName: string; group: { id: number; name: string }; subject: { id: number } },
) {
  const { moduleName, group, subject } = setup
  await page.goto('/modules?defaultTabIndex=2')
  await page
    .getByRole('button', { name: fill(t.moduleList.actions.activateModule, { name: moduleName }) })
    .click()
  const activate = await openedDialog(page, fill(t.moduleActive.activate.title, { name: moduleName }))
  await activate.getByRole('combobox', { name: t.moduleActive.activate.group }).selectOption(String(group.id))
  await activate
    .getByRole('combobox', { name: t.moduleActive.activate.subject })
    .selectOption(String(subject.id))
  await activate.getByRole('button', { name: t.moduleActive.activate.submit }).click()
  await expect(
    snackbar(page, fill(t.moduleActive.activate.done, { name: moduleName, group: group.name })),
  ).toBeVisible()
  await page.getByRole('tab', { name: textPattern(t.moduleList.tabs.activeCount) }).click()
  await activationCard(page, t, moduleName, group.name)
    .getByRole('link', {
      name: fill(t.moduleActive.actions.statisticsOf, { name: moduleName, group: group.name }),
    })
    .click()
  await expect(page).toHaveURL(/\/stats\/progress\?module_id=\d+&event_id=\d+$/)
}

/** The student opens their one module from the overview: the link of its topic in the grid, not yet rated. */
export async function studentTopicCell(student: Page) {
  await student.goto('/student/')
  await student.getByRole('link', { name: st.home.open }).click()
  const cell = student.getByRole('link', {
    name: fillStudent(st.grid.cell, { title: topicTitle, rated: 0, total: questions.length }),
  })
  await expect(cell).toBeVisible()
  return cell
}
