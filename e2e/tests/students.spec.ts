import { expectAccessible } from '../support/accessibility'
import { activatedTeacher } from '../support/accounts'
import {
  classRow,
  fill,
  loginAsDemoTeacher,
  loginToClasses,
  openedDialog,
  saveClass,
} from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs, useLanguage } from '../support/language'
import { snackbar, textPattern } from '../support/modules'
import { openStatistics, plan } from '../support/planning'
import {
  fillStudent,
  joinClass,
  rateQuestion,
  registerStudent,
  requiredLabel,
  st,
} from '../support/student-app'
import {
  activateAndOpenProgress,
  live,
  questions,
  studentTopicCell,
  teacherWithClassAndModule,
} from '../support/student-journeys'

// Issue 15: real students. A teacher and a student in two browsers: the student joins with the class
// code, rates and leaves feedback, and the teacher's screens show it without a reload (live updates,
// well inside the feeds' own 60-second refresh); homework and exam grades reach the statistics; a
// class list with a bad line is refused with the line named. German only (decision 014).

const t = packs.de

test('a student joins with the code, rates three questions and leaves feedback; the teacher sees it without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { group, subject, moduleName } = await teacherWithClassAndModule(page, '6b')

  // The student, in a browser of their own, registers and joins with the code the teacher gave.
  const student = await (await browser.newContext({ baseURL })).newPage()
  const lea = await registerStudent(student, { firstname: 'Lea', lastname: 'Graf' })
  await expectAccessible(student, 'student overview before joining a class')
  // Links and images of her modules' files carry her token in a cookie for that path only.
  const fileCookie = async () =>
    (await student.context().cookies()).find((cookie) => cookie.name === 'student_token')
  expect(await fileCookie()).toMatchObject({ path: '/api/student/v1/files', sameSite: 'Strict' })
  await joinClass(student, group.token)
  // The teacher's open classes screen counts her without a reload.
  await expect(
    classRow(page, t, '6b').getByRole('button', {
      name: fill(t.classes.list.studentCount, { active: 1, total: 1 }),
    }),
  ).toBeVisible(live)

  // The teacher activates the module for the class (docs/product/runs.md "Activating") and opens its progress
  // screen.
  await activateAndOpenProgress(page, { moduleName, group, subject })
  // Unrated, the tile is a plain cell; rated, a button that opens the topic.
  await expect(
    page.getByRole('cell', { name: 'Thema 1.1 Brüche verstehen: noch keine Bewertungen' }),
  ).toBeVisible()
  const tile = (pattern: RegExp) => page.getByRole('button', { name: pattern })

  // A second tab of the teacher's shows the feeds of the overview.
  const feeds = await page.context().newPage()
  await feeds.goto('/modules?defaultTabIndex=2')
  const feedbackFeed = feeds.getByRole('region', { name: t.moduleFeeds.feedback.title })
  await expect(feedbackFeed.getByText(t.moduleFeeds.feedback.empty)).toBeVisible()

  // The student opens the module, its topic, and rates the three questions.
  await student.goto('/student/')
  const cell = await studentTopicCell(student)
  await expectAccessible(student, 'student grid')
  await cell.click()
  await rateQuestion(student, questions[0]!, '5')
  await rateQuestion(student, questions[1]!, '4,5')
  await rateQuestion(student, questions[2]!, '4')

  // The teacher's progress tile shows the class's average and progress, without a reload.
  await expect(tile(/^Thema 1\.1 Brüche verstehen: Durchschnitt 4[.,]50?, Fortschritt 100/)).toBeVisible(live)

  // Feedback on a question reaches the teacher's feedback feed, also without a reload.
  await student
    .getByRole('button', { name: fillStudent(st.topic.feedbackOf, { title: questions[2]! }) })
    .click()
  const feedbackDialog = student.getByRole('dialog', {
    name: fillStudent(st.topic.feedbackTitle, { title: questions[2]! }),
  })
  await feedbackDialog
    .getByLabel(st.topic.feedbackText)
    .fill('Bei ungleichen Nennern komme ich nicht weiter.')
  await feedbackDialog.getByRole('button', { name: st.topic.send }).click()
  await expect(feedbackDialog.getByText(st.topic.feedbackSent)).toBeVisible()
  await expectAccessible(student, 'student feedback dialog')
  await feedbackDialog.getByRole('button', { name: st.close }).click()
  await expect(feedbackDialog).toBeHidden()
  await expect(feedbackFeed.getByText('Bei ungleichen Nennern komme ich nicht weiter.')).toBeVisible(live)
  await expect(feedbackFeed.getByText(`${lea.firstname} ${lea.lastname}`)).toBeVisible()

  // The Active tab's activity feed has her ratings too.
  await feeds.getByRole('tab', { name: textPattern(t.moduleList.tabs.activeCount) }).click()
  const activity = feeds.getByRole('region', { name: t.moduleFeeds.activity.title })
  await expect(activity.getByText(`${lea.firstname} ${lea.lastname}`).first()).toBeVisible()

  // Her goals, and logging out back to the student app's login.
  await student.getByRole('link', { name: st.nav.goals }).click()
  await expect(student.getByRole('heading', { name: st.goals.title })).toBeVisible()
  await expectAccessible(student, 'student goals')
  await student.getByRole('button', { name: st.nav.logout }).click()
  await expect(student.getByRole('heading', { name: st.auth.loginTitle })).toBeVisible()
  expect(await fileCookie()).toBeUndefined()
  await expectAccessible(student, 'student login')
  await student.context().close()
})

test("homework leaves the not-done list once every question is rated, on both sides; an exam's self-assessment and grade reach the statistics", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { group } = await teacherWithClassAndModule(page, '7c')
  const student = await (await browser.newContext({ baseURL })).newPage()
  const mia = await registerStudent(student, { firstname: 'Mia', lastname: 'Roth' })
  const miaName = `${mia.firstname} ${mia.lastname}`
  await joinClass(student, group.token)

  // Homework due in a week: "0 von 1" on the teacher's list until Mia has rated all three questions.
  await page.goto('/planning')
  await plan(page, 'homework', 7)
  await expectAccessible(page, 'planning with a homework')
  const openHomework = page.getByRole('table', { name: t.planning.sections.open })
  const doneCell = openHomework.getByRole('row').filter({ hasText: '7c' }).getByRole('cell').nth(4)
  await expect(doneCell).toHaveText(fill(t.planning.doneOf, { done: 0, students: 1 }))
  // In a second tab, her statistics list it as not done (yet), with its date.
  const statisticsTab = await page.context().newPage()
  const statistics = await openStatistics(statisticsTab, miaName)
  const notDoneHomework = statistics
    .getByRole('heading', { name: t.classes.statistics.notDone.homework, exact: true })
    .locator('xpath=..')
  await expect(notDoneHomework.getByRole('listitem')).toHaveText([/^Brüche verstehen \(fällig am /])
  await student.reload()
  const homeworkCard = student.locator('.mantine-Card-root').filter({ hasText: 'Brüche verstehen' })
  await homeworkCard.getByRole('link', { name: 'Brüche verstehen' }).click()
  await rateQuestion(student, questions[0]!, '5')
  await expectAccessible(student, 'student topic of a homework')
  await rateQuestion(student, questions[1]!, '5,5')
  await student.getByRole('link', { name: st.topic.backHome }).click()
  await expect(homeworkCard.getByText(fillStudent(st.home.ratedOf, { rated: 2, total: 3 }))).toBeVisible()
  await expect(homeworkCard.getByText(st.home.done, { exact: true })).toHaveCount(0)
  await expect(doneCell).toHaveText(fill(t.planning.doneOf, { done: 0, students: 1 }))
  await expect(notDoneHomework.getByRole('listitem')).toHaveCount(1)
  await homeworkCard.getByRole('link', { name: 'Brüche verstehen' }).click()
  await rateQuestion(student, questions[2]!, '6')
  await student.getByRole('link', { name: st.topic.backHome }).click()
  await expect(homeworkCard.getByText(st.home.done, { exact: true })).toBeVisible()
  await expect(doneCell).toHaveText(fill(t.planning.doneOf, { done: 1, students: 1 }), live)
  await expect(notDoneHomework.getByText(t.classes.statistics.notDone.none, { exact: true })).toBeVisible(
    live,
  )
  await statisticsTab.close()

  // An exam today: Mia assesses herself beforehand, the teacher sees it beside the grade. (An exam is
  // not done only once held: that is the server tests' part, a journey cannot wait for tomorrow.)
  await plan(page, 'exam', 0)
  await student.reload()
  const examCard = student.locator('.mantine-Card-root').filter({ hasText: st.home.assessBefore })
  await examCard.getByRole('combobox', { name: st.home.assessBefore }).selectOption({ label: '4,5' })
  await examCard.getByRole('button', { name: st.home.save }).click()
  await expect(examCard).toContainText(`${st.home.before}: 4,5`)
  await expectAccessible(student, 'student overview with homework and an exam')

  // The teacher grades the exam on the planning screen; the statistics show the grade.
  await page.reload()
  await page.getByRole('tab', { name: t.planning.tabs.exam }).click()
  await page
    .getByRole('button', {
      name: `${fill(t.planning.actions.gradesOf, { topic: 'Brüche verstehen', group: '7c' })}: ${fill(t.planning.doneOf, { done: 0, students: 1 })}`,
    })
    .click()
  const gradeRow = page
    .getByRole('table', {
      name: fill(t.planning.actions.gradesOf, { topic: 'Brüche verstehen', group: '7c' }),
    })
    .getByRole('row')
    .filter({ hasText: miaName })
  await expect(gradeRow.getByRole('cell').nth(1)).toHaveText('4,5')
  await expectAccessible(page, 'exam grades')
  await gradeRow
    .getByRole('combobox', { name: fill(t.planning.grades.gradeOf, { name: miaName }) })
    .selectOption('5.5')
  await page.getByRole('button', { name: t.common.save }).click()
  await expect(snackbar(page, t.planning.gradesSaved)).toBeVisible()
  const graded = await openStatistics(page, miaName)
  const exams = graded.getByRole('table', { name: t.classes.statistics.exam.title, exact: true })
  await expect(exams.locator('tbody > tr').first().locator('td')).toHaveText([
    'Brüche verstehen',
    /^4,5/,
    /^–/,
    /^5,5/,
  ])
  await expect(
    graded
      .getByRole('table', { name: t.classes.statistics.table })
      .locator(':scope > tbody > tr')
      .first()
      .locator(':scope > td')
      .nth(4),
  ).toContainText('5,5')
  await student.context().close()
})

test('a class list with a bad line is refused with the line named; the good list brings invitations', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await useLanguage(page, 'de')
  const teacher = await activatedTeacher(page.request, 'liste')
  await loginToClasses(page, t, teacher.email, teacher.password)
  await page.getByRole('button', { name: t.classes.newClass }).first().click()
  await saveClass(page, t, await openedDialog(page, t.classes.form.createTitle), '5a', t.classes.form.created)
  await classRow(page, t, '5a')
    .getByRole('button', { name: fill(t.classes.list.studentCount, { active: 0, total: 0 }) })
    .click()
  await page.getByRole('button', { name: t.classes.import.open }).click()
  const dialog = await openedDialog(page, fill(t.classes.import.title, { name: '5a' }))
  const stamp = Date.now()
  const list = dialog.getByRole('textbox', { name: t.classes.import.list })
  await list.fill(`Vorname;Nachname;E-Mail\nNoah;Koch;noah-${stamp}@schule.example\nElla;Graf;ella-at-schule`)
  await dialog.getByRole('button', { name: t.classes.import.check }).click()
  const bad = dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) })
  await expect(bad).toContainText(t.classes.import.messages.emailInvalid)
  await expect(dialog.getByText(t.classes.import.fixFirst)).toBeVisible()
  await expect(dialog.getByRole('button', { name: t.classes.import.submit, exact: true })).toBeDisabled()

  await list.fill(
    `Vorname;Nachname;E-Mail\nNoah;Koch;noah-${stamp}@schule.example\nElla;Graf;ella-${stamp}@schule.example`,
  )
  await dialog.getByRole('button', { name: t.classes.import.check }).click()
  await expect(
    dialog.getByText(
      [
        fill(t.classes.import.summaryParts.invite_other, { count: 2 }),
        fill(t.classes.import.summaryParts.member_other, { count: 0 }),
        fill(t.classes.import.summaryParts.bad_other, { count: 0 }),
      ].join(', '),
    ),
  ).toBeVisible()
  await dialog.getByRole('button', { name: t.classes.import.submit, exact: true }).click()
  await expect(snackbar(page, fill(t.classes.import.done_other, { count: 2 }))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(
    page
      .getByRole('table', { name: fill(t.classes.list.studentsOf, { name: '5a' }) })
      .getByRole('cell', { name: `ella-${stamp}@schule.example` }),
  ).toBeVisible()
  const mail = await page.request.get('/dev/mailbox.json')
  const invitation = ((await mail.json()) as { to: string; subject: string }[]).find(
    (entry) => entry.to === `ella-${stamp}@schule.example`,
  )
  expect(invitation?.subject).toBe('Einladung in die Klasse 5a')
})

test('a class list with a student who has an account invites her; she accepts in the student app and is in the class', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await useLanguage(page, 'de')
  // The student has an account of her own already (registered in the student app).
  const student = await (await browser.newContext({ baseURL })).newPage()
  const mia = await registerStudent(student, { firstname: 'Mia', lastname: 'Keller' })

  const teacher = await activatedTeacher(page.request, 'einladung')
  await loginToClasses(page, t, teacher.email, teacher.password)
  await page.getByRole('button', { name: t.classes.newClass }).first().click()
  await saveClass(page, t, await openedDialog(page, t.classes.form.createTitle), '6e', t.classes.form.created)
  await classRow(page, t, '6e')
    .getByRole('button', { name: fill(t.classes.list.studentCount, { active: 0, total: 0 }) })
    .click()
  await page.getByRole('button', { name: t.classes.import.open }).click()
  const dialog = await openedDialog(page, fill(t.classes.import.title, { name: '6e' }))
  await dialog.getByRole('textbox', { name: t.classes.import.list }).fill(`Mia;Keller;${mia.email}`)
  await dialog.getByRole('button', { name: t.classes.import.check }).click()
  // The check says the same as for an address without an account.
  await expect(dialog.getByText(t.classes.import.outcomes.invite, { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: t.classes.import.submit, exact: true }).click()
  await expect(snackbar(page, fill(t.classes.import.done_one, { count: 1 }))).toBeVisible()
  await expect(dialog).toBeHidden()
  const students = page.getByRole('table', { name: fill(t.classes.list.studentsOf, { name: '6e' }) })
  const invitedRow = students.getByRole('row').filter({ hasText: mia.email })
  await expect(invitedRow).toContainText(t.classes.invitations.invited.replace(' {{date}}', ''))
  // Invited is not a member: the class still counts nobody.
  await expect(
    classRow(page, t, '6e').getByRole('button', {
      name: fill(t.classes.list.studentCount, { active: 0, total: 0 }),
    }),
  ).toBeVisible()

  // Her open app shows the invitation (live), and she accepts it.
  const card = student.locator('[data-invitation]')
  await expect(card).toContainText('6e', live)
  await card.getByRole('button', { name: st.home.accept }).click()
  await expect(student.getByText(fillStudent(st.home.accepted, { name: '6e' }))).toBeVisible()
  await expect(student.getByText('6e ·')).toBeVisible()

  // The teacher's screen follows without a reload: a member now, no longer "eingeladen".
  await expect(
    classRow(page, t, '6e').getByRole('button', {
      name: fill(t.classes.list.studentCount, { active: 1, total: 1 }),
    }),
  ).toBeVisible(live)
  await expect(students.getByRole('row').filter({ hasText: mia.email })).not.toContainText(
    t.classes.invitations.invited.replace(' {{date}}', ''),
  )
  await student.context().close()
})

test('Neue Hausaufgabe offers the topics of the modules running in the chosen class and subject, under their names', async ({
  page,
}) => {
  // Issue 38: with Fach = Mathematik the list still started with "Sprache untersuchen · Wortarten".
  // The demo runs its Mathematik module in 7a and nothing of Mathematik in 7b.
  await loginAsDemoTeacher(page)
  await page.goto('/planning')
  const p = t.planning
  await page.getByRole('button', { name: p.add.homework }).click()
  const dialog = await openedDialog(page, p.form.newHomework)
  const choose = async (label: string, option: string) => {
    await dialog.getByRole('combobox', { name: requiredLabel(label) }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  const topics = dialog.getByRole('combobox', { name: requiredLabel(p.form.topic) })
  await choose(p.form.group, '7a')
  await choose(p.form.subject, 'Mathematik')
  await expect(dialog).toContainText(fill(p.form.topicHelp.running, { group: '7a', subject: 'Mathematik' }))
  await topics.click()
  const list = page.getByRole('listbox')
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(list).toContainText('Mathematik: Kompetenzraster')
  await expect(list).not.toContainText('Deutsch: Kompetenzraster')
  await expect(list.getByRole('option', { name: 'Sprache untersuchen · Wortarten' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Nothing of Mathematik runs in 7b: every module, the Mathematik one first, and the hint says so.
  await choose(p.form.group, '7b')
  await expect(dialog).toContainText(
    fill(p.form.topicHelp.noneRunning, { group: '7b', subject: 'Mathematik' }),
  )
  await topics.click()
  await expect(list.getByRole('option').first()).toHaveText(/^Brüche und Prozente · /)
})
