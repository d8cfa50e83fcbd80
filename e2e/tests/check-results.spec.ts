import { execFileSync } from 'node:child_process'
import type { APIRequestContext } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { password, uniqueEmail } from '../support/accounts'
import { escapeRegExp, fill } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { packs } from '../support/language'
import { snackbar } from '../support/modules'
import { apiOf } from '../support/sharing'
import { questions, teacherWithClassAndModule, topicTitle } from '../support/student-journeys'

// Issue 37 items 3 and 5: a student submits a topic's check (through the student API) while the
// teacher has the progress grid open; the tile counts the attested student within 2 s, without a
// reload. The student card shows the mark with its date, the PDF prints it beside the self-rating and
// the teacher's grade, and the teacher overrides the result with a note in the student's topic view.
// German only (decision 014): the English pack is complete by type.
const t = packs.de
const c = t.progressChecks

/** The spec's promise: a submitted check reaches the teacher's progress screen within 2 s. */
const within2s = { timeout: 2_000 }

const option = (id: string, text: string) => ({ id, text })
const item = (id: string, prompt: string) => ({
  id,
  picture: null,
  kind: 'single',
  prompt,
  options: [option('a', '1/2'), option('b', '3/4'), option('c', '2/3')],
  correct: 'b',
  feedback: '',
})

/** The student's side, through the student API with the student's own token. */
async function studentApi(request: APIRequestContext, token: string) {
  const call = async <Answer>(path: string, data: object) => {
    const answer = await request.post(`/api/student/v1${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    })
    expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true)
    return (await answer.json()) as Answer
  }
  return { post: call }
}

test('a submitted check reaches the open progress grid within 2 s; card, PDF and the teacher’s override show it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const setup = await teacherWithClassAndModule(page, '9c')
  const teacherApi = apiOf(page)
  const module = await teacherApi.get<{ blocks: { topics: { id: number }[] }[] }>('/modules/byId', {
    id: setup.moduleId,
  })
  const topicId = module.blocks[0]!.topics[0]!.id
  await teacherApi.post('/checks/save', {
    topic_id: topicId,
    opens: 'always',
    wait_hours: 0,
    items: [
      item('q1', 'Welcher Bruch ist 0,75?'),
      item('q2', 'Was ist 6/8 gekürzt?'),
      item('q3', '9/12 = ?'),
    ],
  })
  // The student, in a context of their own: registered and in the class, through the student API.
  const phone = await browser.newContext({ baseURL })
  const registered = await phone.request.post('/api/student/v1/auth/register', {
    data: {
      firstname: 'Lia',
      lastname: 'Brunner',
      email: uniqueEmail('lia'),
      password,
      password_confirmation: password,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const student = await studentApi(
    phone.request,
    ((await registered.json()) as { api_token: string }).api_token,
  )
  await student.post('/groups/join', { token: setup.group.token })
  // A class without active students runs nothing: the module is activated once she joined.
  const { event_id: eventId } = await teacherApi.post<{ event_id: number }>('/modules/activate', {
    id: setup.moduleId,
    group_id: setup.group.id,
    subject_id: setup.subject.id,
  })

  // The teacher opens the progress grid: the topic has a check, nobody passed it yet.
  await page.goto(`/stats/progress?module_id=${setup.moduleId}&event_id=${eventId}`)
  const tile = page.locator('.progress-tile').filter({ hasText: topicTitle })
  const checks = tile.locator('.progress-tile-checks')
  await expect(checks).toHaveAttribute('data-checks', '0')
  await expect(checks).toHaveAttribute('title', fill(c.tile.count, { count: 0, total: 1 }))

  // The student rates the topic and passes the check; the tile counts her without a reload.
  const [me] = await teacherApi.get<{ id: number }[]>('/groups/users', { id: setup.group.id })
  const place = { event_id: eventId, topic_id: topicId }
  const attempt = await student.post<{ id: number }>('/checks/start', place)
  const right = { kind: 'single', option: 'b' }
  await student.post('/checks/submit', {
    attempt_id: attempt.id,
    answers: { q1: right, q2: right, q3: right },
  })
  await expect(checks).toHaveAttribute('data-checks', '1', within2s)
  await expect(checks).toHaveAttribute('title', fill(c.tile.count, { count: 1, total: 1 }))
  await expect(tile).toHaveAccessibleName(
    new RegExp(escapeRegExp(fill(c.tile.count, { count: 1, total: 1 }))),
  )

  // Both ratings beside it: the student's own (5 on each question), the teacher's (3 for the topic).
  const questionIds = (await teacherApi.get<{ id: number }[]>('/modules/loadQuestionsByTopic', place)).map(
    (question) => question.id,
  )
  expect(questionIds).toHaveLength(questions.length)
  for (const questionId of questionIds)
    await student.post('/evaluations/rate', { event_id: eventId, question_id: questionId, grade: 5 })
  await teacherApi.post('/teacherRatings/store', {
    event_id: eventId,
    user_ids: [me!.id],
    grade: 3,
    topic_id: topicId,
  })

  // The student card: the tick on the tile and the date in its popover.
  await page.goto(`/stats/progress-students?module_id=${setup.moduleId}&event_id=${eventId}`)
  const today = new Intl.DateTimeFormat('de-CH', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date())
  const cardTile = page.locator('.student-tile[data-topic="1.1"]')
  await expect(cardTile).toHaveAttribute('data-check', 'attested')
  await expect(cardTile).toHaveAccessibleName(
    new RegExp(escapeRegExp(fill(c.mark.attested, { date: today }))),
  )

  // The PDF: the student's average, the teacher's grade and the check's date on the topic's tile.
  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: t.progressStudents.pdf.export }).click()
  const pdf = await (await pdfDownload).path()
  const text = execFileSync('/usr/bin/pdftotext', [pdf!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  const short = new Intl.DateTimeFormat('de-CH', {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  }).format(new Date())
  expect(text).toContain('5,00')
  expect(text).toContain(fill(t.progressStudents.report.judgment.tile, { value: '3,00' }))
  expect(text).toContain(fill(c.report.tileAttested, { date: short }))
  expect(text).toContain(c.report.legend)

  // The teacher overrides the result in the student's topic view, with a note.
  await cardTile.click()
  const dialog = page.getByRole('dialog', { name: 'Lia Brunner' })
  const section = dialog.locator('[data-check-override]')
  await expect(section.getByText(fill(c.mark.attested, { date: today }))).toBeVisible()
  await section.getByRole('button', { name: c.override.open }).click()
  await section.getByRole('radio', { name: c.override.notAttested }).check()
  await section.getByRole('button', { name: c.override.save }).click()
  await expect(section.getByText(fill(c.override.noteDescription, { max: 500 })).first()).toBeVisible()
  await section.getByRole('textbox', { name: c.override.note }).fill('Im Gespräch nicht gezeigt')
  await expectAccessible(page, 'check override form')
  await section.getByRole('button', { name: c.override.save }).click()
  await expect(snackbar(page, c.override.saved)).toBeVisible()
  await expect(section.getByText(fill(c.mark.notAttestedByTeacher, { date: today }))).toBeVisible()
  await expect(section.locator('[data-check-decision]')).toContainText(
    fill(c.override.decided, { name: `${setup.teacher.firstname} ${setup.teacher.lastname}`, date: today }),
  )
  await expect(section.locator('[data-check-decision]')).toContainText('Im Gespräch nicht gezeigt')
  await dialog.getByRole('button', { name: t.common.close }).first().click()
  await expect(cardTile).toHaveAttribute('data-check', 'notAttested')
  await phone.close()
})
