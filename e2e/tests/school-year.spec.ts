import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { classRow, escapeRegExp, fill, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs } from '../support/language'
import { apiOf } from '../support/sharing'
import {
  fillStudent,
  joinClass,
  rateQuestion,
  rateQuestionOffline,
  registerStudent,
  st,
} from '../support/student-app'
import { activateAndOpenProgress } from '../support/student-journeys'
import {
  expectFitsPhone,
  phoneContext,
  phoneQuestion,
  phoneTopics,
  settled,
  teacherWithWideModule,
} from '../support/student-phone'

// Issue 36 item 4, decision 051, the change of school year: the teacher archives 7a and carries it
// into 8a in the class list; the archive keeps 7a's run, whose statistics and PDF still open, read-only.
// On her phone the student finds 8a to work in and last year's module apart, below, where she can look
// at everything but change nothing; a rating she gave offline before the archiving is not counted,
// and the page says why. German only (decision 014). With SHOTS=1 the student's screens are also
// saved as pictures (SHOTS_DIR, default /tmp/lernraster-shots).

const t = packs.de

const shotsDir = process.env.SHOTS === '1' ? (process.env.SHOTS_DIR ?? '/tmp/lernraster-shots') : undefined
const secondQuestion = 'Ich kann ungleichnamige Brüche addieren.'

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  const width = page.viewportSize()?.width
  await page.screenshot({ path: path.join(shotsDir, `school-year-${name}-${width}.png`), fullPage: true })
}

test('7a archived and carried into 8a: the teacher’s archive keeps its statistics; on her phone the student finds 8a and last year’s grid read-only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const setup = await teacherWithWideModule(page, '7a')
  const phone = await phoneContext(browser, baseURL, 360, 740)
  const student = await phone.newPage()
  await registerStudent(student, { firstname: 'Lia', lastname: 'Frei' })
  await joinClass(student, setup.group.token)
  await activateAndOpenProgress(page, setup)

  // She rates one question, and a second one on the bus, offline: it waits on the phone.
  await student.goto('/student/')
  await student.getByRole('link', { name: st.home.open }).tap()
  await student
    .getByRole('link', { name: fillStudent(st.grid.cell, { title: phoneTopics[0]!, rated: 0, total: 2 }) })
    .tap()
  await rateQuestion(student, phoneQuestion, '5')
  await phone.setOffline(true)
  await rateQuestionOffline(student, secondQuestion, '4')

  // Meanwhile the school year ends: in the class list the teacher archives 7a and carries it on as 8a.
  await page.goto('/groups')
  await classRow(page, t, '7a').getByRole('button', { name: /aktiv/ }).click()
  await page.getByRole('button', { name: t.classes.archive.open }).first().click()
  const dialog = await openedDialog(page, t.classes.archive.title)
  await expect(dialog.getByRole('textbox', { name: t.classes.archive.nextName })).toHaveValue('8a')
  await dialog.getByRole('button', { name: t.classes.archive.confirm }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/7a ist archiviert; 8a hat den Code \w+\./)).toBeVisible()
  await expect(classRow(page, t, '7a')).toHaveCount(0)
  await expect(classRow(page, t, '8a')).toBeVisible()

  // The archive keeps 7a with its run: the statistics open read-only, the PDF report still comes.
  await page.getByRole('link', { name: t.classes.archive.link }).click()
  await expect(page.getByRole('heading', { level: 3, name: '7a' })).toBeVisible()
  await page
    .getByRole('link', {
      name: fill(t.classes.archive.page.statisticsOf, { module: setup.moduleName, name: '7a' }),
    })
    .click()
  const { classes } = await apiOf(page).get<{ classes: { school_year: string }[] }>('/groups/archived', {})
  const year = classes[0]!.school_year
  await expect(page.getByTestId('archived-run')).toHaveText(
    `Archiviert im Schuljahr ${year} – nur zum Ansehen.`,
  )
  await page.goto(page.url().replace('/stats/progress', '/stats/progress-students'))
  await expect(page.getByTestId('archived-run')).toBeVisible()
  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: t.progressStudents.pdf.export }).click()
  const pdfText = execFileSync('/usr/bin/pdftotext', [(await (await pdfDownload).path())!, '-'], {
    encoding: 'utf8',
  })
  expect(pdfText).toContain('Lia')

  // Back online, the waiting rating is refused for good, and the page says why until she has read it.
  await phone.setOffline(false)
  const refused = student.getByTestId('outbox-unread')
  await expect(refused).toHaveText(
    new RegExp(
      escapeRegExp(
        fillStudent(st.outbox.refused, {
          grade: '4',
          title: secondQuestion,
          reason: st.server.classArchived,
        }),
      ),
    ),
  )
  await shot(student, 'refused')
  await refused.getByRole('button', { name: fillStudent(st.outbox.readOf, { title: secondQuestion }) }).tap()
  await expect(refused).toHaveCount(0)

  for (const [width, height] of [
    [360, 740],
    [390, 844],
  ] as const) {
    await student.setViewportSize({ width, height })
    // The overview: this year's (new, empty) class first, last year's module closed below.
    await student.goto('/student/')
    await settled(student)
    await expect(student.getByText(st.home.noModules)).toBeVisible()
    const earlier = student.getByRole('region', { name: st.home.earlierYears })
    const toggle = earlier.getByRole('button', {
      name: `${fillStudent(st.home.schoolYear, { year })} · ${st.home.oneModule}`,
    })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // Its label whole: a button's label is cut without an ellipsis, which expectFitsPhone looks for.
    expect(await toggle.evaluate((button) => button.scrollWidth <= button.clientWidth + 1)).toBe(true)
    expect(
      await toggle
        .locator('.mantine-Button-label')
        .evaluate((label) => label.scrollWidth <= label.clientWidth + 1),
    ).toBe(true)
    await expect(student.getByText(setup.moduleName)).toHaveCount(0)
    // Her classes: 8a to work in (and to leave), 7a only to look back at.
    await expect(
      student.getByRole('button', { name: fillStudent(st.home.leaveOf, { name: '8a' }) }),
    ).toBeVisible()
    await expect(
      student.getByRole('button', { name: fillStudent(st.home.leaveOf, { name: '7a' }) }),
    ).toHaveCount(0)
    await expect(
      student.getByText(new RegExp(`7a · .* · ${escapeRegExp(fillStudent(st.home.schoolYear, { year }))}`)),
    ).toBeVisible()
    await expectFitsPhone(student, `overview with an earlier school year, ${width} px`)
    await shot(student, 'home')

    // Opened: the module with its progress and average, marked Archiv, to look at.
    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const card = earlier.locator('[data-archived]').filter({ hasText: setup.moduleName })
    await expect(card.getByText(st.home.archived, { exact: true })).toBeVisible()
    await expect(card.getByText(fillStudent(st.home.progress, { progress: 17 }))).toBeVisible()
    await expectFitsPhone(student, `overview, earlier school year open, ${width} px`)
    await shot(student, 'home-open')

    // The grid: the line at the top says it, no next step is offered.
    await card.getByRole('link', { name: st.home.view }).tap()
    await expect(student.getByRole('heading', { level: 1, name: setup.moduleName })).toBeVisible()
    await expect(student.getByText(fillStudent(st.grid.archivedNote, { year }))).toBeVisible()
    await expect(student.getByText(st.nextStep.title)).toHaveCount(0)
    await expectFitsPhone(student, `archived grid, ${width} px`)
    await shot(student, 'grid')

    // A topic: her grade stands, nothing to rate, send or ask.
    await student
      .getByRole('link', { name: fillStudent(st.grid.cell, { title: phoneTopics[0]!, rated: 1, total: 2 }) })
      .tap()
    await expect(student.getByText(fillStudent(st.grid.archivedNote, { year }))).toBeVisible()
    await expect(student.getByText(fillStudent(st.topic.rated, { grade: '5' }))).toBeVisible()
    for (const question of [phoneQuestion, secondQuestion]) {
      await expect(
        student.getByRole('combobox', { name: fillStudent(st.topic.rateOf, { title: question }) }),
      ).toBeDisabled()
      await expect(
        student.getByRole('button', { name: fillStudent(st.topic.feedbackOf, { title: question }) }),
      ).toHaveCount(0)
    }
    await expect(student.getByRole('button', { name: st.help.ask })).toHaveCount(0)
    await expectFitsPhone(student, `archived topic, ${width} px`)
    await shot(student, 'topic')
  }
  await phone.close()
})
