import { expect, test } from '../support/fixtures'
import { apiOf } from '../support/sharing'
import { fillStudent, joinClass, rateQuestion, registerStudent, st } from '../support/student-app'
import { activateAndOpenProgress } from '../support/student-journeys'
import {
  expectFitsPhone,
  phoneBlocks,
  phoneContext,
  phoneQuestion,
  phoneTopics,
  teacherWithWideModule,
} from '../support/student-phone'

// Issue 32 item 1: the student app on a phone, with touch. Every screen a student passes - register,
// overview with a class, the grid of a three-block module, a topic with a released teacher grade,
// goals, login - has a one-line header, no label cut, no sideways scrolling, tap targets of 24x24
// and 44 px grade lists, and is axe clean. German only (decision 014).

for (const [width, height] of [
  [390, 844],
  [360, 740],
] as const) {
  test(`a student on a ${width}x${height} phone reads every label, from joining to the released teacher grade`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const setup = await teacherWithWideModule(page, `Klasse ${width} Niveau A`)

    const context = await phoneContext(browser, baseURL, width, height)
    const student = await context.newPage()
    await student.goto('/student/register')
    await expectFitsPhone(student, 'register')
    await registerStudent(student, { firstname: 'Lea', lastname: 'Graf' })
    await joinClass(student, setup.group.token)
    // A module is activated for a class with active students only: after she joined.
    await activateAndOpenProgress(page, setup)
    await student.reload()
    await expectFitsPhone(student, 'overview with a class')

    // The grid: every block's name and topic readable without scrolling sideways.
    await student.getByRole('link', { name: st.home.open }).click()
    await expect(student.getByRole('heading', { name: setup.moduleName })).toBeVisible()
    for (const block of phoneBlocks)
      await expect(student.getByText(block, { exact: true }).last()).toBeVisible()
    await expectFitsPhone(student, 'grid')
    // No topic hides off the right edge (before issue 32 the third block did, in a box of its own).
    for (const title of phoneTopics) {
      const link = student.getByRole('link', {
        name: fillStudent(st.grid.cell, { title, rated: 0, total: 2 }),
      })
      const box = (await link.boundingBox())!
      expect(box.x + box.width, `${title}: right edge`).toBeLessThanOrEqual(width)
    }
    // Long words break at German syllables (decision 024), hyphenated off the main thread in a worker.
    const longTitle = student.getByRole('link', {
      name: fillStudent(st.grid.cell, { title: phoneTopics[1]!, rated: 0, total: 2 }),
    })
    await expect
      .poll(async () => (await longTitle.textContent())?.replaceAll('\u00AD', '·'), {
        message: 'soft hyphens',
      })
      .toContain('Wahr·schein·lich·keits·rech·nung')
    expect(
      student.workers().map((worker) => new URL(worker.url()).pathname),
      'the patterns work in a worker',
    ).toContainEqual(expect.stringMatching(/\/hyphenate-worker-[\w-]+\.js$/))
    const eventId = Number(/\/modules\/(\d+)/.exec(student.url())![1])

    // The topic: the student rates, the teacher rates 2,5 and releases; the teacher grade is whole.
    await student
      .getByRole('link', { name: fillStudent(st.grid.cell, { title: phoneTopics[1]!, rated: 0, total: 2 }) })
      .click()
    const topicId = Number(/\/topics\/(\d+)/.exec(student.url())![1])
    await expect(student.getByRole('heading', { name: phoneTopics[1] })).toBeVisible()
    await expectFitsPhone(student, 'topic, not rated')
    const grade = student.getByRole('combobox', {
      name: fillStudent(st.topic.rateOf, { title: phoneQuestion }),
    })
    expect((await grade.boundingBox())!.height, 'grade list height').toBeGreaterThanOrEqual(44)
    await rateQuestion(student, phoneQuestion, '4,5')
    const me = await student.evaluate(async () => {
      const token = localStorage.getItem('lernraster.student_token')
      const answer = await fetch('/api/student/v1/users/userinfo', {
        headers: { Authorization: `Bearer ${token}` },
      })
      return (await answer.json()) as { id: number }
    })
    const api = apiOf(page)
    await api.post('/teacherRatings/store', {
      event_id: eventId,
      user_ids: [me.id],
      grade: 2.5,
      topic_id: topicId,
    })
    await api.post('/teacherRatings/release', { event_id: eventId, released: true })
    await student.reload()
    const card = student.locator('.mantine-Card-root').filter({ hasText: phoneQuestion })
    const teacherGrade = card.getByText(fillStudent(st.teacherRating.grade, { grade: '2,5' }), {
      exact: true,
    })
    await expect(teacherGrade).toBeVisible()
    // Whole: not cut by its box, and inside the screen.
    const shown = await teacherGrade.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return {
        cut: element.scrollWidth > element.clientWidth + 1,
        right: box.right,
        width: window.innerWidth,
      }
    })
    expect(shown.cut, 'teacher grade cut').toBe(false)
    expect(shown.right).toBeLessThanOrEqual(shown.width)
    await expectFitsPhone(student, 'topic, rated, teacher grade released')

    await student.goto('/student/goals')
    await expect(student.getByRole('heading', { level: 1 })).toBeVisible()
    await expectFitsPhone(student, 'goals')
    await student.getByRole('button', { name: st.nav.logout }).click()
    await expect(student).toHaveURL(/\/student\/login$/)
    await expectFitsPhone(student, 'login')
    await context.close()
  })
}
