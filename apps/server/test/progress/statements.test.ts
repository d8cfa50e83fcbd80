import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { helpRequests } from '../../src/db/schema'
import { rate } from '../activations/activation-builders'
import { statementsOf } from '../feeds/feed-builders'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type RunningModule, runningModule } from './progress-builders'

// Issue 13: each call computes in the database, a constant number of statements whatever the class
// size - one for the session, one for the answer - for a class of 5 and of 30 on a 6 x 6 grid with
// 4 questions per topic, every student having rated every question (30 x 144 = 4,320 ratings), and
// the teacher every student's question too (issue 19: the teacher ratings and the calibration view),
// and every student having asked for help twice.

const t = useTestApp()
let teacher: TestUser
let small: RunningModule
let large: RunningModule

async function ratedByAll(students: number) {
  const running = await runningModule(t.app, teacher.user.id, { students, columns: 6, rows: 6, questions: 4 })
  const questionIds = running.grid.topics.flatMap((topic) => topic.questionIds)
  for (const [index, student] of running.students.entries()) {
    const grades = questionIds.map((_, question) => ((index + question) % 6) + 1)
    const secondsSpent = questionIds.map((_, question) => (question % 3 === 0 ? null : 30 + index + question))
    await rate(t.app, { eventId: running.eventId, userId: student.id, questionIds, grades, secondsSpent })
  }
  // The teacher's grade beside each: some the same, some 1 or more steps apart.
  await t.app.ctx.db.execute(sql`
    insert into teacher_ratings (event_id, user_id, question_id, grade, rated_by, created_at, updated_at)
    select event_id, user_id, question_id, ((grade::int + question_id) % 6) + 1, ${teacher.user.id},
      created_at, updated_at
    from evaluations where event_id = ${running.eventId}`)
  // Every student asks for help on two topics, one of them handled: the feed has 2 rows per student.
  const now = t.app.ctx.clock.now()
  await t.app.ctx.db.insert(helpRequests).values(
    running.students.flatMap((student) => [
      { eventId: running.eventId, userId: student.id, topicId: running.grid.at(1, 1).id, createdAt: now },
      {
        eventId: running.eventId,
        userId: student.id,
        topicId: running.grid.at(2, 1).id,
        createdAt: now,
        handledAt: now,
        handledBy: teacher.user.id,
      },
    ]),
  )
  return running
}

beforeAll(async () => {
  teacher = await createUser(t.app)
  small = await ratedByAll(5)
  large = await ratedByAll(30)
})

const calls: [string, (running: RunningModule) => Record<string, string>][] = [
  ['/modules/withEvaluationsById', (r) => ({ id: String(r.grid.moduleId), event_id: String(r.eventId) })],
  [
    '/modules/loadUsersByTopic',
    (r) => ({ event_id: String(r.eventId), topic_id: String(r.grid.at(3, 3).id) }),
  ],
  [
    '/modules/loadQuestionsByTopic',
    (r) => ({ event_id: String(r.eventId), topic_id: String(r.grid.at(3, 3).id) }),
  ],
  [
    '/charts/usersByEventAndTopic',
    (r) => ({ event_id: String(r.eventId), topic_id: String(r.grid.at(3, 3).id) }),
  ],
  ['/charts/usersByEvent', (r) => ({ event_id: String(r.eventId) })],
  // Issue 19: every student's next step, computed from facts read in one statement.
  ['/nextSteps', (r) => ({ event_id: String(r.eventId) })],
  [
    '/modules/getStudentProgressReport',
    (r) => ({
      module_id: String(r.grid.moduleId),
      user_id: String(r.students[0]!.id),
      event_id: String(r.eventId),
    }),
  ],
  ['/teacherRatings/byEvent', (r) => ({ event_id: String(r.eventId) })],
  ['/teacherRatings/calibration', (r) => ({ event_id: String(r.eventId) })],
  ['/helpRequests', (r) => ({ event_id: String(r.eventId) })],
]

describe('statements per call', () => {
  // The session, whether the run's class is archived (decision 051), and the call's one statement.
  test.each(calls)(
    '%s: the session, the archive check and one statement, for 5 and for 30 students',
    async (path, query) => {
      const client = api(t.app, teacher.token)
      const count = async (running: RunningModule) =>
        statementsOf(t, async () => {
          const response = await client.get(path, query(running))
          expect(response.statusCode, response.body).toBe(200)
        })
      expect(await count(small)).toBe(3)
      expect(await count(large)).toBe(3)
    },
  )

  test('the help-request feed of the large class has every request', async () => {
    const response = await api(t.app, teacher.token).get('/helpRequests', { event_id: String(large.eventId) })
    expect(response.json()).toHaveLength(60)
  })

  test('the large class really is rated through: every topic at 100 %', async () => {
    const response = await api(t.app, teacher.token).get('/modules/withEvaluationsById', calls[0]![1](large))
    const stats = response
      .json()
      .blocks.flatMap((block: { topics: { stats: unknown }[] }) => block.topics.map((topic) => topic.stats))
    expect(stats).toHaveLength(36)
    for (const stat of stats) expect(stat).toMatchObject({ progress: 100, evaluations: 120 })
  })

  test('the calibration of the large class pairs every rating: 36 topics of 30 x 4 pairs', async () => {
    const response = await api(t.app, teacher.token).get('/teacherRatings/calibration', {
      event_id: String(large.eventId),
    })
    const { topics, students } = response.json()
    expect(topics).toHaveLength(36)
    for (const topic of topics) expect(topic).toMatchObject({ pairs: 120 })
    expect(students).toHaveLength(30)
    for (const student of students) expect(student).toMatchObject({ pairs: 144 })
  })
})
