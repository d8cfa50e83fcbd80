import { execFileSync } from 'node:child_process'
import { expectAccessible } from '../support/accessibility'
import { activatedTeacher } from '../support/accounts'
import { classRow, fill, loginToClasses, openedDialog } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'

// Issue 34 item 3 (decision 044) in the browser: the teacher chooses an SDS v2.1 export (several CSV
// files in Windows-1252, as a German Excel saves them), checks it, imports it, prints the login cards
// and sees the class. The rules are the API tests' (test/roster); this is the dialog's multipart
// upload, its tables and the cards. German only (decision 014).

const t = packs.de
const latin1 = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'), 'latin1')

test('an SDS export becomes a class with students without an address', async ({ page }) => {
  await useLanguage(page, 'de')
  const teacher = await activatedTeacher(page.request, 'roster')
  await loginToClasses(page, t, teacher.email, teacher.password)
  await page.getByRole('button', { name: t.classRoster.open }).click()
  const dialog = await openedDialog(page, t.classRoster.title)
  const files = {
    'orgs.csv': 'sourcedId,name,type\nO1,Schule Grüningen,school\n',
    'users.csv': 'sourcedId,username,givenName,familyName\nU1,u1,Jürg,Müller\nU2,u2,Zoë,Weiß\n',
    'roles.csv': 'userSourcedId,orgSourcedId,role\nU1,O1,student\nU2,O1,student\n',
    'classes.csv': 'sourcedId,orgSourcedId,title\nK1,O1,6c Grüningen\n',
    'enrollments.csv': 'classSourcedId,userSourcedId,role\nK1,U1,student\nK1,U2,student\n',
  }
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      Object.entries(files).map(([name, text]) => ({ name, mimeType: 'text/csv', buffer: latin1(text) })),
    )
  await dialog.getByRole('button', { name: t.classRoster.check }).click()
  const students = dialog.getByRole('table', { name: t.classRoster.studentsTable })
  await expect(students.getByRole('row')).toHaveCount(3)
  await expect(students.getByRole('row').filter({ hasText: 'Zoë Weiß' })).toContainText(
    t.classRoster.outcomes.new,
  )
  await expectAccessible(page, 'roster import preview')
  await dialog.getByRole('button', { name: t.classRoster.submit }).click()
  await expect(dialog.getByText(fill(t.classRoster.done, { classes: 1, created: 2 }))).toBeVisible()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: fill(t.classRoster.print, { name: '6c Grüningen' }) }).click()
  const cards = execFileSync('/usr/bin/pdftotext', [await (await download).path(), '-'], { encoding: 'utf8' })
  expect(cards).toContain('Zoë Weiß')
  expect(cards).toMatch(/juerg\.mueller\d*/)
  await expect(students.getByRole('row').filter({ hasText: 'Jürg Müller' })).toContainText(/juerg\.mueller/)
  await dialog.getByRole('button', { name: t.common.close }).first().click()
  await expect(classRow(page, t, '6c Grüningen')).toBeVisible()
})
