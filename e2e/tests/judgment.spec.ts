import { execFileSync } from 'node:child_process'
import type { Browser, Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { activationCard } from '../support/activations'
import { escapeRegExp, fill } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs } from '../support/language'
import { apiOf } from '../support/sharing'
import { fillStudent, joinClass, rateQuestion, registerStudent, st } from '../support/student-app'
import {
  activateAndOpenProgress,
  live,
  questions,
  studentTopicCell,
  teacherWithClassAndModule,
  topicTitle,
} from '../support/student-journeys'

// Issue 19: the teacher's judgment beside the student's, and help on request, across two browsers. The
// student rates herself 5 where the teacher gives 2: the gap mark on the tile and in the PDF; once the
// teacher releases the ratings, the student sees them. A help request reaches the teacher's Active tab
// without a reload, and 'Erledigt' reaches the student's page through its own polling. German only
// (decision 014).
const t = packs.de
const r = t.progressRatings
/** The student's topic page asks every 15 s while a request is open: within one round and a margin. */
const polled = { timeout: 25_000 }

/** A student text as a pattern: its {placeholders} stand for anything. */
const studentPattern = (text: string) =>
  new RegExp(
    text
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+'),
  )

/**
 * A new teacher's class with one student (Lea Graf, in a browser of her own) and the module activated
 * for it; the teacher on its progress screen, the student on the topic's page.
 */
async function classWithStudent(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  className: string,
) {
  const setup = await teacherWithClassAndModule(page, className)
  // The progress screen's tour (progress.spec.ts has it) would lie over the tiles.
  await apiOf(page).post('/account/updateTour', { show_tour: false })
  const student = await (await browser.newContext({ baseURL })).newPage()
  await registerStudent(student, { firstname: 'Lea', lastname: 'Graf' })
  await joinClass(student, setup.group.token)
  await activateAndOpenProgress(page, setup)
  await (await studentTopicCell(student)).click()
  return { ...setup, student, name: 'Lea Graf' }
}

test('the student rates 5 where the teacher gives 2: the gap mark on the tile and in the PDF; released, the student sees the grade', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const { student, name } = await classWithStudent(page, browser, baseURL, '8a')
  await rateQuestion(student, questions[0]!, '5')

  // Her rating makes the tile a button, live; the teacher rates her 2 by keyboard in 'Bewertung'.
  const tile = page.getByRole('button', { name: new RegExp(`^Thema 1\\.1 ${topicTitle}: Durchschnitt 5`) })
  await tile.click(live)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: r.tab }).click()
  const row = dialog
    .getByRole('listbox', { name: r.list })
    .getByRole('option', { name: new RegExp(`^${name}:`) })
  await row.focus()
  await page.keyboard.press('2')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(fill(r.saved, { name, grade: '2' }))).toBeVisible()
  await expect(row).toHaveAttribute(
    'aria-label',
    new RegExp(`, Lehrperson 2, ${escapeRegExp(r.gap.higher)}$`),
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The tile: its mark and, in words, its name.
  const gapWords = fill(t.studentSupport.gap.tile, { higher: 1, lower: 0 })
  await expect(tile).toHaveAccessibleName(new RegExp(escapeRegExp(gapWords)))
  await expect(tile.locator('.progress-tile-gaps')).toHaveAttribute('data-gaps', '1/0')

  // The students screen's PDF: the gap line and the teacher's grade on the tile, as text.
  await page.getByRole('link', { name: t.progressStats.toStudents }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: t.progressStudents.pdf.export }).click()
  const file = await (await download).path()
  const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' })
  const judgment = t.progressStudents.report.judgment
  expect(text).toContain(judgment.title)
  expect(text).toContain(
    fill(judgment.line, {
      cell: '1.1',
      title: topicTitle,
      self: '5,00',
      teacher: '2,00',
      gap: '+3,00',
      direction: t.studentSupport.gap.higher,
    }),
  )
  expect(text).toContain(fill(judgment.tile, { value: '2,00' }))

  // Not released, the student sees no teacher grade; released on the calibration screen, she does.
  const card = student.locator('.mantine-Card-root').filter({ hasText: questions[0]! })
  const teacherGrade = card.getByText(fillStudent(st.teacherRating.grade, { grade: '2' }))
  await student.reload()
  await expect(card.getByText(fillStudent(st.topic.rated, { grade: '5' }))).toBeVisible()
  await expect(teacherGrade).toBeHidden()
  await page.getByRole('link', { name: t.progressCalibration.toCalibration }).click()
  const release = page.getByRole('switch', { name: t.progressCalibration.release.label })
  await expect(release).not.toBeChecked()
  await release.click()
  await expect(page.getByText(t.progressCalibration.release.on)).toBeVisible()
  await expect(release).toBeChecked()
  await expectAccessible(page, 'calibration screen, released')
  await student.reload()
  await expect(teacherGrade).toBeVisible()
  await expect(card.getByText(st.teacherRating.higher)).toBeVisible()
  await student.context().close()
})

test("the student asks for help: the teacher's Active tab shows it without a reload, 'Erledigt' reaches the student", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const { student, name, moduleName } = await classWithStudent(page, browser, baseURL, '8b')
  await page.goto('/modules?defaultTabIndex=0')
  await expect(activationCard(page, t, moduleName, '8b')).toBeVisible()
  const help = page.getByRole('region', { name: t.studentSupport.help.title })
  await expect(help).toHaveCount(0)

  await expect(student.getByText(st.help.title)).toBeVisible()
  await expectAccessible(student, 'student topic with the help card')
  await student.getByLabel(st.help.textLabel).fill('Wie kürze ich 12/18?')
  await student.getByRole('button', { name: st.help.ask }).click()
  await expect(student.getByRole('status').filter({ hasText: studentPattern(st.help.open) })).toBeVisible()

  await expect(help.getByText(fill(t.studentSupport.help.entry, { name, topic: topicTitle }))).toBeVisible(
    live,
  )
  await expect(help.getByText('«Wie kürze ich 12/18?»')).toBeVisible()
  await help
    .getByRole('button', { name: fill(t.studentSupport.help.handleOf, { name, topic: topicTitle }) })
    .click()
  await expect(help).toBeHidden()

  await expect(student.getByRole('status').filter({ hasText: studentPattern(st.help.handled) })).toBeVisible(
    polled,
  )
})
