import { expectAccessible } from '../support/accessibility'
import { classRow, fill, openedDialog, studentCount } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs } from '../support/language'
import { snackbar } from '../support/modules'
import { fillStudent, joinClass, registerStudent, st } from '../support/student-app'
import { live, teacherWithClassAndSubject } from '../support/student-journeys'

// Issue 34 item 4 (decision 042): a teacher removes a student from a class, once keeping and once
// deleting the ratings; a student leaves a class in the student app. Each side's open screen follows
// without a reload. German only (decision 014).

const t = packs.de
const r = t.classes.removeStudent

test('a teacher removes two students (keep, delete) and a third leaves; both screens follow live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const { group } = await teacherWithClassAndSubject(page, '7c', 'entfernen')
  const people = [
    { firstname: 'Kira', lastname: 'Behalten' },
    { firstname: 'Dana', lastname: 'Loeschen' },
    { firstname: 'Lou', lastname: 'Geht' },
  ]
  const students = []
  for (const who of people) {
    const student = await (await browser.newContext({ baseURL })).newPage()
    await registerStudent(student, who)
    await joinClass(student, group.token)
    students.push(student)
  }
  const [kira, dana, lou] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]]
  const classBadge = (student: typeof kira) => student.getByText(/^7c ·/)
  await expect(classBadge(kira)).toBeVisible()
  await expectAccessible(kira, 'student overview with Verlassen')

  const count = (active: number, total: number) =>
    classRow(page, t, '7c').getByRole('button', { name: studentCount(t, active, total) })
  await expect(count(3, 3)).toBeVisible(live)
  await count(3, 3).click()
  const list = page.getByRole('table', { name: fill(t.classes.list.studentsOf, { name: '7c' }) })

  // Keep: the dialog says what happens, starts on Abbrechen with "keep" chosen.
  await list.getByRole('button', { name: fill(r.actionOf, { name: 'Kira Behalten' }) }).click()
  let dialog = await openedDialog(page, fill(r.title, { name: 'Kira Behalten', group: '7c' }))
  await expect(dialog.getByRole('button', { name: t.common.cancel })).toBeFocused()
  await expect(dialog.getByRole('radio', { name: r.keep })).toBeChecked()
  await expect(dialog.getByText(fill(r.keepText, { name: 'Kira Behalten' }))).toBeVisible()
  await expect(dialog.getByText(fill(r.account, { name: 'Kira Behalten' }))).toBeVisible()
  await expectAccessible(page, 'remove a student dialog')
  await dialog.getByRole('button', { name: r.confirmKeep }).click()
  await expect(dialog).toBeHidden()
  await expect(snackbar(page, fill(r.done, { name: 'Kira Behalten', group: '7c' }))).toBeVisible()
  await expect(list.getByRole('cell', { name: 'Behalten', exact: true })).toBeHidden()
  // Kira's open app drops the class without a reload.
  await expect(classBadge(kira)).toBeHidden(live)
  await expect(kira.getByText(st.home.noClasses)).toBeVisible()

  // Delete: chosen in the dialog, the button says so.
  await list.getByRole('button', { name: fill(r.actionOf, { name: 'Dana Loeschen' }) }).click()
  dialog = await openedDialog(page, fill(r.title, { name: 'Dana Loeschen', group: '7c' }))
  await dialog.getByRole('radio', { name: r.delete }).check()
  await expect(dialog.getByText(fill(r.deleteText, { name: 'Dana Loeschen' }))).toBeVisible()
  await dialog.getByRole('button', { name: r.confirmDelete }).click()
  await expect(dialog).toBeHidden()
  await expect(list.getByRole('cell', { name: 'Loeschen', exact: true })).toBeHidden()
  await expect(classBadge(dana)).toBeHidden(live)
  await expect(count(1, 1)).toBeVisible()

  // Lou leaves in the student app; the teacher's open list follows.
  await lou.getByRole('button', { name: fillStudent(st.home.leaveOf, { name: '7c' }) }).click()
  const confirm = lou.getByRole('dialog', { name: fillStudent(st.home.leaveTitle, { name: '7c' }) })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole('button', { name: st.home.leaveCancel })).toBeFocused()
  await expectAccessible(lou, 'leave a class dialog')
  await confirm.getByRole('button', { name: st.home.leaveConfirm }).click()
  await expect(confirm).toBeHidden()
  await expect(lou.getByText(fillStudent(st.home.left, { name: '7c' }))).toBeVisible()
  await expect(classBadge(lou)).toBeHidden()
  await expect(count(0, 0)).toBeVisible(live)

  // Kira comes back with the code: the class is hers again.
  await joinClass(kira, group.token)
  await expect(classBadge(kira)).toBeVisible()
  await expect(count(1, 1)).toBeVisible(live)
})
