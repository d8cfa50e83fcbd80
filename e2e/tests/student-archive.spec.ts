import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { escapeRegExp } from '../support/classes'
import { expect, test } from '../support/fixtures'
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

// Decision 051, the student's side: the teacher archives the class at the end of the school year and
// carries it into the next. On her phone the student finds last year's module apart, below this
// year's, and can look at everything but change nothing; a rating she gave offline before the
// archiving is not counted, and the page says why. German only (decision 014). With SHOTS=1 the
// screens are also saved as pictures (SHOTS_DIR, default /tmp/lernraster-shots).

const shotsDir = process.env.SHOTS === '1' ? (process.env.SHOTS_DIR ?? '/tmp/lernraster-shots') : undefined
const secondQuestion = 'Ich kann ungleichnamige Brüche addieren.'

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  const width = page.viewportSize()?.width
  await page.screenshot({ path: path.join(shotsDir, `student-archive-${name}-${width}.png`), fullPage: true })
}

test('a student looks back at last year’s class on her phone: apart from this year’s, read-only, a late rating not counted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const setup = await teacherWithWideModule(page, '7c Archiv')
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

  // Meanwhile the school year ends: the teacher archives the class and carries it on as 8c.
  const { archived } = await apiOf(page).post<{ archived: { school_year: string } }>('/groups/archive', {
    id: setup.group.id,
    next_name: '8c Archiv',
  })
  const year = archived.school_year

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
    // Her classes: 8c to work in (and to leave), 7c only to look back at.
    await expect(
      student.getByRole('button', { name: fillStudent(st.home.leaveOf, { name: '8c Archiv' }) }),
    ).toBeVisible()
    await expect(
      student.getByRole('button', { name: fillStudent(st.home.leaveOf, { name: '7c Archiv' }) }),
    ).toHaveCount(0)
    await expect(
      student.getByText(
        new RegExp(`7c Archiv · .* · ${escapeRegExp(fillStudent(st.home.schoolYear, { year }))}`),
      ),
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
