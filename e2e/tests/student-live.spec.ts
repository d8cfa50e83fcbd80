import { expectAccessible } from '../support/accessibility'
import { escapeRegExp } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { apiOf } from '../support/sharing'
import {
  fillStudent,
  joinClass,
  loginStudent,
  rateQuestionOffline,
  registerStudent,
  st,
} from '../support/student-app'
import { live, questions, studentTopicCell, teacherWithClassAndModule } from '../support/student-journeys'
import { settled } from '../support/student-phone'

// Issue 32 item 2 (decision 026): what the teacher does reaches the student's open page by itself. The
// student, on a phone (390 x 844, touch), has a topic open; the teacher (a second browser context,
// through the API) rates her and releases the ratings: within 2 s, without a reload, the page shows
// the teacher's grade and the notice. Then the phone goes offline and she rates (issue 32 item 4):
// nothing is lost, and everything arrives once she is back. German only (decision 014).

/** The spec's promise: on the open screen within 2 s of the teacher's answer. */
const within2s = { timeout: 2_000 }

test('a released teacher grade appears on the student’s open topic page within 2 s; ratings given offline arrive at the teacher and on a second device', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const setup = await teacherWithClassAndModule(page, '9b')
  const teacherApi = apiOf(page)
  const phone = await browser.newContext({
    baseURL,
    locale: 'de-CH',
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const student = await phone.newPage()
  const noaLogin = await registerStudent(student, { firstname: 'Noa', lastname: 'Keller' })
  await joinClass(student, setup.group.token)
  const { id: activationId, event_id: eventId } = await teacherApi.post<{ id: number; event_id: number }>(
    '/modules/activate',
    {
      id: setup.moduleId,
      group_id: setup.group.id,
      subject_id: setup.subject.id,
    },
  )
  await (await studentTopicCell(student)).tap()
  await expect(student).toHaveURL(new RegExp(`/student/modules/${eventId}/topics/\\d+$`))
  const topicId = Number(/topics\/(\d+)$/.exec(student.url())![1])
  const [noa] = await teacherApi.get<{ id: number }[]>('/groups/users', { id: setup.group.id })

  // The teacher rates the topic (every question 2); not released, the student's page shows nothing.
  await teacherApi.post('/teacherRatings/store', {
    event_id: eventId,
    user_ids: [noa!.id],
    topic_id: topicId,
    grade: 2,
  })
  const card = student.locator('.mantine-Card-root').filter({ hasText: questions[0]! })
  const teacherGrade = card.getByText(fillStudent(st.teacherRating.grade, { grade: '2' }))
  const notice = student.getByRole('status').getByText(st.live.released)
  await expect(teacherGrade).toHaveCount(0)

  // Released: the page changes by itself. Reloading is what the test must not need: the URL's
  // navigation count stays as it was.
  const navigations: string[] = []
  student.on('framenavigated', (frame) => {
    if (frame === student.mainFrame()) navigations.push(frame.url())
  })
  await teacherApi.post('/teacherRatings/release', { event_id: eventId, released: true })
  await expect(teacherGrade).toBeVisible(within2s)
  await expect(notice).toBeVisible(within2s)
  expect(navigations).toEqual([])
  await expectAccessible(student, 'student topic page with the live notice')

  // Withdrawn: the grade goes again, and the notice says why.
  await student.getByTestId('live-notice').getByRole('button', { name: st.close }).tap()
  await expect(notice).toBeHidden()
  await teacherApi.post('/teacherRatings/release', { event_id: eventId, released: false })
  await expect(teacherGrade).toHaveCount(0, within2s)
  await expect(student.getByRole('status').getByText(st.live.withdrawn)).toBeVisible(within2s)

  // Offline (issue 32 item 4). The teacher watches the class's progress; Noa's second device (a
  // tablet at home, say) has the same topic open.
  await page.goto(`/stats/progress?module_id=${setup.moduleId}&event_id=${eventId}`)
  const teacherTile = page.getByRole('button', {
    name: /^Thema 1\.1 Brüche verstehen: Durchschnitt 4[.,]50?, Fortschritt 100/,
  })
  const tablet = await (await browser.newContext({ baseURL, locale: 'de-CH' })).newPage()
  await loginStudent(tablet, noaLogin)
  await tablet.goto(student.url())
  await settled(tablet)

  // The phone loses the network, the page is reloaded (the app opens from the device), and she rates
  // the three questions: each waits on the phone, and the page says so.
  await phone.setOffline(true)
  await student.reload()
  await settled(student)
  await rateQuestionOffline(student, questions[0]!, '5')
  await rateQuestionOffline(student, questions[1]!, '4,5')
  await rateQuestionOffline(student, questions[2]!, '4')
  await expect(student.getByTestId('outbox-waiting')).toHaveText(
    fillStudent(st.outbox.waitingCount, { count: 3 }),
  )
  await expectAccessible(student, 'student topic page offline, three ratings waiting')

  // Back online, all three arrive: on the phone as saved grades, at the teacher's and on the
  // tablet without a reload.
  await phone.setOffline(false)
  for (const [index, grade] of ['5', '4,5', '4'].entries()) {
    for (const device of [student, tablet]) {
      const card = device.locator('.mantine-Card-root').filter({ hasText: questions[index]! })
      await expect(card.getByText(fillStudent(st.topic.rated, { grade }))).toBeVisible(live)
    }
  }
  await expect(student.getByTestId('outbox-waiting')).toHaveCount(0)
  await expect(teacherTile).toBeVisible(live)

  // Offline once more, she changes a grade; meanwhile the teacher finishes the module. Back online,
  // the page says which rating was not counted and why, until she has read it.
  await phone.setOffline(true)
  await rateQuestionOffline(student, questions[0]!, '2')
  await teacherApi.post('/modules/toggleFinished', { module_id: activationId })
  await phone.setOffline(false)
  const refused = student.getByTestId('outbox-unread')
  await expect(refused).toHaveText(
    new RegExp(
      escapeRegExp(
        fillStudent(st.outbox.refused, {
          grade: '2',
          title: questions[0]!,
          reason: st.server.moduleFinished,
        }),
      ),
    ),
    live,
  )
  await expectAccessible(student, 'student topic page with a rating that was not counted')
  await refused.getByRole('button', { name: fillStudent(st.outbox.readOf, { title: questions[0]! }) }).tap()
  await expect(refused).toHaveCount(0)
  await tablet.context().close()
  await phone.close()
})
