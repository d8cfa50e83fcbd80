import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { activatedTeacher, uniqueEmail } from '../support/accounts'
import { classRow, fill, loginToClasses, openedDialog, saveClass } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { codeIn, waitForMail } from '../support/mailbox'
import { field, fillStudent, st } from '../support/student-app'

// Issue 34 item 1 (decision 038): "a class of 25 is created, printed as login cards and signed in
// without one e-mail address". The teacher pastes 25 names, checks and creates them, and downloads the
// cards; a student opens the card's link (/student/login?user=...), signs in with the user name and
// start password read from the PDF, chooses an own password and reaches the overview. German only
// (decision 014).

const t = packs.de

test('a class of 25 from pasted names, printed as login cards; a student signs in with a card', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await useLanguage(page, 'de')
  const teacher = await activatedTeacher(page.request, 'karten')
  await loginToClasses(page, t, teacher.email, teacher.password)
  await page.getByRole('button', { name: t.classes.newClass }).first().click()
  await saveClass(page, t, await openedDialog(page, t.classes.form.createTitle), '5a', t.classes.form.created)
  await classRow(page, t, '5a')
    .getByRole('button', { name: fill(t.classes.list.studentCount, { active: 0, total: 0 }) })
    .click()
  await page.getByRole('button', { name: t.classes.cards.open }).click()
  const dialog = await openedDialog(page, fill(t.classes.cards.title, { name: '5a' }))
  const stamp = Date.now().toString(36).replace(/[0-9]/g, '')
  const names = Array.from({ length: 25 }, (_, index) => `Kind${index} Karte${stamp}`).join('\n')
  await dialog.getByRole('textbox', { name: t.classes.cards.list }).fill(names)
  await dialog.getByRole('button', { name: t.classes.import.check }).click()
  await expect(dialog.getByRole('table', { name: t.classes.cards.table }).getByRole('row')).toHaveCount(26)
  await dialog.getByRole('button', { name: t.classes.cards.submit }).click()
  await expect(dialog.getByText(fill(t.classes.cards.done, { count: 25 }))).toBeVisible()

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: t.classes.cards.print }).click()
  const file = await (await download).path()
  const text = execFileSync('/usr/bin/pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' })
  expect(text).toContain(`Kind3 Karte${stamp}`)
  // The card's user name and start password, as the student reads them from the paper.
  const passwords = [...text.matchAll(/[a-z]{4}-[a-z]{4}-[2-9]{2}/g)]
  expect(passwords).toHaveLength(10)
  // Kind3's card alone: the fourth of the page, right column, second row (A4 in points at 72 dpi).
  const card = execFileSync(
    '/usr/bin/pdftotext',
    ['-f', '1', '-l', '1', '-r', '72', '-x', '300', '-y', '188', '-W', '264', '-H', '150', file, '-'],
    { encoding: 'utf8' },
  )
  expect(card).toContain(`Kind3 Karte${stamp}`)
  const username = card.match(new RegExp(`kind3\\.karte${stamp}\\d*`))?.[0]
  const startPassword = card.match(/[a-z]{4}-[a-z]{4}-[2-9]{2}/)?.[0]
  expect(username).toBeDefined()
  expect(startPassword).toBeDefined()

  // The student's own device, on the address the QR code holds.
  const student = await (await browser.newContext({ baseURL })).newPage()
  await student.goto(`/student/login?user=${encodeURIComponent(username!)}`)
  await expect(field(student, st.auth.loginName)).toHaveValue(username!)
  await field(student, st.auth.password).fill(startPassword!)
  await student.getByRole('button', { name: st.auth.login }).click()
  await expect(student.getByRole('heading', { name: st.auth.ownTitle })).toBeVisible()
  // Reloaded on any page before choosing an own password: the own-password screen again.
  for (const path of ['/student/', '/student/goals']) {
    await student.goto(path)
    await expect(student.getByRole('heading', { name: st.auth.ownTitle })).toBeVisible()
  }
  await field(student, st.auth.password).fill('Mein-Passwort-5a')
  await field(student, st.auth.passwordConfirmation).fill('Mein-Passwort-5a')
  await student.getByRole('button', { name: st.auth.resetSave }).click()
  await expect(
    student.getByRole('heading', { name: fillStudent(st.home.greeting, { name: 'Kind3' }) }),
  ).toBeVisible()
  // Already a member of 5a: the teacher made the account for it.
  await expect(student.getByText('5a').first()).toBeVisible()

  // The card is lost: Neue Karte in the class's student list, asked first, printed as one card.
  await dialog.getByRole('button', { name: t.common.close }).first().click()
  await expect(dialog).toBeHidden()
  const name = `Kind3 Karte${stamp}`
  await page.getByRole('button', { name: fill(t.classes.newCard.actionOf, { name }) }).click()
  const renew = await openedDialog(page, fill(t.classes.newCard.title, { name }))
  await expect(renew.getByText(fill(t.classes.newCard.question, { name }))).toBeVisible()
  await renew.getByRole('button', { name: t.classes.newCard.confirm }).click()
  await expect(renew.getByText(t.classes.newCard.done)).toBeVisible()
  const newDownload = page.waitForEvent('download')
  await renew.getByRole('button', { name: t.classes.newCard.print }).click()
  const newFile = await (await newDownload).path()
  const newCard = execFileSync('/usr/bin/pdftotext', [newFile, '-'], { encoding: 'utf8' })
  expect(newCard).toContain(name)
  expect(newCard).toContain(username!)
  const newPassword = newCard.match(/[a-z]{4}-[a-z]{4}-[2-9]{2}/g)
  expect(newPassword).toHaveLength(1)
  expect(newPassword![0]).not.toBe(startPassword)
  // The student's session ended; the own password no longer works, the new card's does.
  await student.reload()
  await expect(field(student, st.auth.loginName)).toBeVisible()
  await field(student, st.auth.loginName).fill(username!)
  await field(student, st.auth.password).fill(newPassword![0]!)
  await student.getByRole('button', { name: st.auth.login }).click()
  await expect(student.getByRole('heading', { name: st.auth.ownTitle })).toBeVisible()
  await field(student, st.auth.password).fill('Mein-Passwort-6b')
  await field(student, st.auth.passwordConfirmation).fill('Mein-Passwort-6b')
  await student.getByRole('button', { name: st.auth.resetSave }).click()

  // Later the student adds an address on the overview (decision 041): the mailed code confirms it,
  // and from then on the address logs in and "Passwort vergessen?" mails a link.
  const address = student.getByRole('region', { name: st.address.title })
  const email = uniqueEmail('kind3')
  await address.getByLabel(st.address.email).fill(email)
  await address.getByRole('button', { name: st.address.send }).click()
  const codeMail = await waitForMail(page.request, email, 'Bestätige deine E-Mail-Adresse')
  await address.getByLabel(st.address.code).fill(codeIn(codeMail))
  await address.getByRole('button', { name: st.address.confirm }).click()
  await expect(address.getByText(st.address.done)).toBeVisible()
  const forgot = await (await browser.newContext({ baseURL })).newPage()
  await forgot.goto('/student/forgot-password')
  await field(forgot, st.auth.email).fill(email)
  await forgot.getByRole('button', { name: st.auth.forgotSend }).click()
  await expect(forgot.getByText(st.auth.forgotSent)).toBeVisible()
  await waitForMail(page.request, email, 'Passwort zurücksetzen')
  await forgot.goto('/student/login')
  await field(forgot, st.auth.loginName).fill(email)
  await field(forgot, st.auth.password).fill('Mein-Passwort-6b')
  await forgot.getByRole('button', { name: st.auth.login }).click()
  await expect(
    forgot.getByRole('heading', { name: fillStudent(st.home.greeting, { name: 'Kind3' }) }),
  ).toBeVisible()

  // The teacher removes an account they made from the class, keeping its ratings: it stays, listed
  // below the classes as an account without a class (decision 042). From there the teacher downloads
  // its data and deletes it for good (decision 045): the figures of what goes, the typed word.
  await renew.getByRole('button', { name: t.common.close }).last().click()
  await expect(renew).toBeHidden()
  const other = `Kind4 Karte${stamp}`
  await page.getByRole('button', { name: fill(t.classes.removeStudent.actionOf, { name: other }) }).click()
  const removal = await openedDialog(page, fill(t.classes.removeStudent.title, { name: other, group: '5a' }))
  // The dialog says where the account will be found.
  await expect(removal).toContainText(t.classes.removeStudent.accountFromNames.split('. ')[1]!)
  await removal.getByRole('button', { name: t.classes.removeStudent.confirmKeep, exact: true }).click()
  await expect(removal).toBeHidden()
  await expect(page.getByRole('cell', { name: `Karte${stamp}`, exact: true })).toHaveCount(25)
  const withoutClass = page.getByRole('region', { name: t.classes.withoutClass.title_one })
  await expect(withoutClass.getByRole('cell', { name: `Karte${stamp}`, exact: true })).toHaveCount(1)
  await withoutClass.getByRole('button', { name: fill(t.classes.account.actionOf, { name: other }) }).click()
  const account = await openedDialog(page, fill(t.classes.account.title, { name: other }))
  const json = page.waitForEvent('download')
  await account.getByRole('button', { name: t.classes.account.downloadJson }).click()
  const data = JSON.parse(readFileSync(await (await json).path(), 'utf8'))
  expect(data).toMatchObject({ account: { firstname: 'Kind4', email: null }, classes: [] })
  await account.getByRole('button', { name: t.classes.account.delete }).click()
  await expect(account.getByTestId('removal-summary')).toContainText(t.classes.account.noRows)
  const confirmDelete = account.getByRole('button', { name: t.classes.account.deleteConfirm })
  await expect(confirmDelete).toBeDisabled()
  await account.getByRole('textbox', { name: t.removal.wordLabel }).fill('löschen')
  await confirmDelete.click()
  await expect(account).toBeHidden()
  await expect(withoutClass).toBeHidden()
  await expect(page.getByRole('cell', { name: `Karte${stamp}`, exact: true })).toHaveCount(24)

  // Kind3 reads all of their data as a PDF in the app, then deletes the account with the password.
  await forgot.getByRole('link', { name: st.nav.account }).click()
  const pdf = forgot.waitForEvent('download')
  await forgot.getByRole('button', { name: st.account.downloadPdf }).click()
  const readable = execFileSync('/usr/bin/pdftotext', [await (await pdf).path(), '-'], { encoding: 'utf8' })
  expect(readable).toContain(`Daten von Kind3 Karte${stamp} bei Lernraster`)
  expect(readable).toContain(`Benutzername: ${username}`)
  expect(readable).toContain('Klassen (1)')
  await forgot.getByRole('button', { name: st.account.deleteStart }).click()
  await field(forgot, st.account.passwordLabel).fill('Nicht-mein-Passwort-1')
  await forgot.getByRole('button', { name: st.account.deleteConfirm }).click()
  await expect(forgot.getByText(st.server.currentPasswordIncorrect)).toBeVisible()
  await field(forgot, st.account.passwordLabel).fill('Mein-Passwort-6b')
  await forgot.getByRole('button', { name: st.account.deleteConfirm }).click()
  await expect(forgot.getByText(st.account.deleted)).toBeVisible()
  await field(forgot, st.auth.loginName).fill(email)
  await field(forgot, st.auth.password).fill('Mein-Passwort-6b')
  await forgot.getByRole('button', { name: st.auth.login }).click()
  await expect(forgot.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('cell', { name: `Karte${stamp}`, exact: true })).toHaveCount(23)
})

test('the names dialog and its preview speak English, the lines’ problems too', async ({ page }) => {
  const en = packs.en
  await useLanguage(page, 'en')
  const teacher = await activatedTeacher(page.request, 'karten-en')
  await loginToClasses(page, en, teacher.email, teacher.password)
  await page.getByRole('button', { name: en.classes.newClass }).first().click()
  await saveClass(
    page,
    en,
    await openedDialog(page, en.classes.form.createTitle),
    '6b',
    en.classes.form.created,
  )
  await classRow(page, en, '6b')
    .getByRole('button', { name: fill(en.classes.list.studentCount, { active: 0, total: 0 }) })
    .click()
  await page.getByRole('button', { name: en.classes.cards.open }).click()
  const dialog = await openedDialog(page, fill(en.classes.cards.title, { name: '6b' }))
  await dialog
    .getByRole('textbox', { name: en.classes.cards.list })
    .fill('Mia;Muster\n;Keller\nLuca;Graf;zu viel')
  await dialog.getByRole('button', { name: en.classes.import.check }).click()
  const preview = dialog.getByRole('table', { name: en.classes.cards.table })
  await expect(preview.getByRole('row')).toHaveCount(4)
  await expect(preview.getByText(en.classes.cards.messages.firstnameMissing)).toBeVisible()
  await expect(preview.getByText(en.classes.cards.messages.columns)).toBeVisible()
  await expect(dialog.getByText(en.classes.cards.fixFirst)).toBeVisible()
  await expect(dialog.getByText(t.classes.cards.messages.firstnameMissing)).toHaveCount(0)
})
