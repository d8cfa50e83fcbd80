import { expectAccessible } from '../support/accessibility'
import { activatedTeacher } from '../support/accounts'
import {
  classRow,
  escapeRegExp,
  fill,
  loginAsDemoTeacher,
  loginToClasses,
  openedDialog,
  saveClass,
  studentCount,
} from '../support/classes'
import { studentWithUndoneHomework } from '../support/demo-school'
import { expect, test } from '../support/fixtures'
import { languageNames, packs, useLanguage } from '../support/language'
import { type ExpectedSubject, expectedStatisticsFor, expectSubjectRows } from '../support/statistics'

for (const language of languageNames) {
  const t = packs[language]

  test.describe(`classes (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language))

    test('a new teacher starts with no class, creates classes with the button and through /exams/new, renames one and copies its code', async ({
      page,
      request,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const teacher = await activatedTeacher(request, `klassen-${language}`)
      await loginToClasses(page, t, teacher.email, teacher.password)

      // No class yet (the practice class MySelf stays hidden).
      // The empty state says what belongs here and offers the creating button itself.
      const empty = page.getByTestId('empty-state')
      await expect(empty).toContainText(t.classes.empty)
      await expectAccessible(page, 'empty class list')

      // The button: the name is required, checked before anything is sent.
      await empty.getByRole('button', { name: t.classes.newClass }).click()
      let dialog = await openedDialog(page, t.classes.form.createTitle)
      const name = dialog.getByRole('textbox', { name: t.classes.form.name })
      await expect(name).toBeFocused()
      await dialog.getByRole('button', { name: t.common.save }).click()
      await expect(dialog.getByText(t.classes.form.nameRequired)).toBeVisible()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expectAccessible(page, 'class dialog with a message')
      await name.fill('MySelf')
      await dialog.getByRole('button', { name: t.common.save }).click()
      await expect(dialog.getByText(t.classes.form.nameReserved)).toBeVisible()
      await saveClass(page, t, dialog, '5a', t.classes.form.created)
      await expect(page.getByTestId('empty-state')).toHaveCount(0)

      // The spec's new-class target: the same screen with the dialog open; closing it lands on /groups.
      await page.goto('/exams/new')
      dialog = await openedDialog(page, t.classes.form.createTitle)
      await dialog.getByRole('button', { name: t.common.cancel }).click()
      await expect(page).toHaveURL(/\/groups$/)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await page.goto('/exams/new')
      dialog = await openedDialog(page, t.classes.form.createTitle)
      await saveClass(page, t, dialog, '6b', t.classes.form.created)
      await expect(page).toHaveURL(/\/groups$/)

      // Rename: the dialog starts from the saved name.
      await classRow(page, t, '5a')
        .getByRole('button', { name: fill(t.classes.list.editClass, { name: '5a' }) })
        .click()
      dialog = await openedDialog(page, t.classes.form.editTitle)
      await expect(dialog.getByRole('textbox', { name: t.classes.form.name })).toHaveValue('5a')
      await saveClass(page, t, dialog, '5a Mathematik', t.classes.form.saved)
      await expect(classRow(page, t, '5a')).toHaveCount(0)
      const rows = page.getByRole('table', { name: t.classes.list.label }).locator('tbody > tr')
      await expect(rows).toHaveCount(2)

      // The code students join with, copied with one click.
      const row = classRow(page, t, '5a Mathematik')
      const code = (await row.locator('code').textContent()) ?? ''
      expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/)
      await row.getByRole('button', { name: fill(t.classes.list.copyCode, { code }) }).click()
      await expect(page.getByText(fill(t.classes.list.codeCopied, { code }))).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

      // A class nobody has joined yet says how students join.
      const students = row.getByRole('button', { name: studentCount(t, 0, 0) })
      await expect(students).toHaveAttribute('aria-expanded', 'false')
      await students.click()
      await expect(students).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByText(fill(t.classes.students.none, { code }))).toBeVisible()
      await expectAccessible(page, 'class list')
    })

    test('the demo teacher opens a class, switches a student inactive and back, and reads the statistics of a subject', async ({
      page,
    }) => {
      // Four accessibility scans of a table of 18+ students: about 30 s alone, past 60 s beside two
      // other journeys on a busy 2-core machine.
      test.setTimeout(120_000)
      await loginAsDemoTeacher(page)
      await page.goto('/groups')
      await expect(page.getByRole('heading', { level: 1, name: t.classes.title })).toBeVisible()
      const rows = page.getByRole('table', { name: t.classes.list.label }).locator('tbody > tr')
      await expect(rows).toHaveCount(3)
      await expectAccessible(page, 'class list of the demo teacher')

      // The first class, its students listed once the count button opens the row.
      const first = rows.first()
      const className = (await first.locator('td').first().textContent()) ?? ''
      const countPattern = new RegExp(
        `^${escapeRegExp(studentCount(t, '§', '§')).replaceAll('§', '(\\d+)')}$`,
      )
      const countButton = first.getByRole('button', { name: countPattern })
      const [, active, total] = ((await countButton.textContent()) ?? '').match(countPattern) ?? []
      expect(Number(total)).toBeGreaterThanOrEqual(18)
      await countButton.click()
      await expect(countButton).toHaveAttribute('aria-expanded', 'true')
      const students = page.getByRole('table', { name: fill(t.classes.list.studentsOf, { name: className }) })
      await expect(students.locator('tbody > tr')).toHaveCount(Number(total))
      await expectAccessible(page, 'opened class')

      // Inactive and back: the switch and the class's count of active students follow the server.
      const student = students.locator('tbody > tr').first()
      const [firstname, lastname] = await student
        .locator('td')
        .evaluateAll((cells) => cells.slice(0, 3).map((cell) => cell.textContent ?? ''))
      const studentName = `${firstname} ${lastname}`
      const activeSwitch = student.getByRole('switch', {
        name: fill(t.classes.students.activeOf, { name: studentName }),
      })
      await expect(activeSwitch).toBeChecked()
      // The switch's input lies under its track, as in every Mantine switch: the pointer lands on the
      // track, as a teacher's does (force skips Playwright's check that the input itself is hit).
      await activeSwitch.click({ force: true })
      await expect(activeSwitch).not.toBeChecked()
      await expect(countButton).toHaveText(studentCount(t, Number(active) - 1, total ?? ''))
      // Switched off looks switched off: dimmed, and the word beside the name (not only a pale toggle).
      await expect(student).toHaveClass(/row-inactive/)
      await expect(student.getByText(t.classes.students.inactive, { exact: true })).toBeVisible()
      await expectAccessible(page, 'class with an inactive student')
      await activeSwitch.click({ force: true })
      await expect(activeSwitch).toBeChecked()
      await expect(countButton).toHaveText(studentCount(t, active ?? '', total ?? ''))
      await expect(student.getByText(t.classes.students.inactive, { exact: true })).toHaveCount(0)

      // The statistics of a student who left homework undone, checked against the demo school's own
      // ratings (recomputed here from the seed plan, not read from the server).
      const chosen = studentWithUndoneHomework(className)
      const chosenName = `${chosen.firstname} ${chosen.lastname}`
      const chosenRow = students.locator('tbody > tr').filter({ hasText: chosen.email })
      const openStatistics = chosenRow.getByRole('button', {
        name: fill(t.classes.students.statisticsOf, { name: chosenName }),
      })
      await openStatistics.click()
      const dialog = await openedDialog(page, chosenName)
      await expect(dialog.getByRole('table', { name: t.classes.statistics.table })).toBeVisible()
      const expected = expectedStatisticsFor({ email: chosen.email, className }, language)
      expect(expected).toHaveLength(4)
      await expectSubjectRows(dialog, t, expected)
      await expectAccessible(page, 'statistics')

      const subject = expected.find((candidate) => candidate.notDoneHomework.length > 0) as ExpectedSubject
      const toggle = dialog.getByRole('button', { name: subject.subject, exact: true })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const homework = dialog.getByRole('table', { name: t.classes.statistics.homework.title, exact: true })
      await expect(homework.locator('tbody > tr')).toHaveCount(subject.homework.length)
      for (const [index, result] of subject.homework.entries()) {
        const cells = homework.locator('tbody > tr').nth(index).locator('td')
        await expect(cells.nth(0)).toHaveText(result.topic)
        await expect(cells.nth(1)).toContainText(result.average)
      }
      const exams = dialog.getByRole('table', { name: t.classes.statistics.exam.title, exact: true })
      await expect(exams.locator('tbody > tr')).toHaveCount(subject.exams.length)
      for (const [index, result] of subject.exams.entries()) {
        const cells = exams.locator('tbody > tr').nth(index).locator('td')
        await expect(cells.nth(0)).toHaveText(result.topic)
        await expect(cells.nth(3)).toContainText(result.grade ?? '–')
      }
      // The not-done lists: each entry its topic, newest first, or the "none" text.
      for (const [title, topics] of [
        [t.classes.statistics.notDone.homework, subject.notDoneHomework],
        [t.classes.statistics.notDone.exams, subject.notDoneExams],
      ] as const) {
        const section = dialog.getByRole('heading', { name: title, exact: true }).locator('xpath=..')
        if (topics.length === 0) {
          await expect(section.getByText(t.classes.statistics.notDone.none, { exact: true })).toBeVisible()
        } else {
          await expect(section.getByRole('listitem')).toHaveCount(topics.length)
          for (const [index, topic] of topics.entries()) {
            await expect(section.getByRole('listitem').nth(index)).toContainText(topic)
          }
        }
      }
      await expectAccessible(page, 'statistics with an opened subject')

      // Schliessen closes the modal and gives the cursor back to the button that opened it.
      await dialog.getByRole('button', { name: t.common.close }).last().click()
      await expect(dialog).toBeHidden()
      await expect(openStatistics).toBeFocused()
    })
  })
}
