import { beforeAll, describe, expect, test } from 'vitest'
import { rate } from '../activations/activation-builders'
import { statementsOf } from '../feeds/feed-builders'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type RunningModule, runningModule } from './progress-builders'

// Issue 13: each call computes in the database, a constant number of statements whatever the class
// size - one for the session, one for the answer - for a class of 5 and of 30 on a 6 x 6 grid with
// 4 questions per topic, every student having rated every question (30 x 144 = 4,320 ratings).

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
    (r) => ({ module_id: String(r.grid.moduleId), user_id: String(r.students[0]!.id) }),
  ],
]

describe('statements per call', () => {
  test.each(calls)('%s: the session and one statement, for 5 and for 30 students', async (path, query) => {
    const client = api(t.app, teacher.token)
    const count = async (running: RunningModule) =>
      statementsOf(t, async () => {
        const response = await client.get(path, query(running))
        expect(response.statusCode, response.body).toBe(200)
      })
    expect(await count(small)).toBe(2)
    expect(await count(large)).toBe(2)
  })

  test('the large class really is rated through: every topic at 100 %', async () => {
    const response = await api(t.app, teacher.token).get('/modules/withEvaluationsById', calls[0]![1](large))
    const stats = response
      .json()
      .blocks.flatMap((block: { topics: { stats: unknown }[] }) => block.topics.map((topic) => topic.stats))
    expect(stats).toHaveLength(36)
    for (const stat of stats) expect(stat).toMatchObject({ progress: 100, evaluations: 120 })
  })
})
