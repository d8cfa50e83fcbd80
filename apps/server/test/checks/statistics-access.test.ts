import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { checkAttempts, topicChecks } from '../../src/db/schema'
import { checkStatisticsRoutes } from '../../src/modules/checks/check-statistics.routes'
import {
  createProgressWorld,
  type ProgressRuleCase,
  type ProgressWorld,
  testProgressRule,
} from '../progress/access-routes'
import { ok } from '../student/student-builders'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { checkOf } from './check-builders'

// The access table of the check statistics (issue 37 item 4): the progress screens' rule - the class's
// teacher and the module's owner read them; a colleague it is shared with, a buyer, another teacher get
// 404, as for a run that does not exist (progress/access-routes.ts has the world). The owner writes a
// check on the world's topic; one student of the class submitted one attempt, all five items right.

const t = useTestApp()
let world: ProgressWorld
beforeAll(async () => {
  world = await createProgressWorld(t.app)
  ok(await api(t.app, world.callers.owner.token).post('/checks/save', checkOf(world.topicId)))
  const [check] = await t.app.ctx.db
    .select({ id: topicChecks.id })
    .from(topicChecks)
    .where(eq(topicChecks.topicId, world.topicId))
  const now = t.app.ctx.clock.now()
  const right = Object.fromEntries(['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => [id, true]))
  await t.app.ctx.db.insert(checkAttempts).values({
    checkId: check!.id,
    eventId: world.eventId,
    userId: world.studentId,
    number: 1,
    items: [],
    startedAt: now,
    submittedAt: now,
    answers: {},
    results: right,
    rightCount: 5,
    itemCount: 5,
    passed: true,
  })
})

const query = () => ({ event_id: String(world.eventId), topic_id: String(world.topicId) })

const routeCases: ProgressRuleCase[] = [
  {
    route: 'GET /checks/statistics',
    call: (client) => client.get('/checks/statistics', query()),
    effect: (response) =>
      expect(response.json()).toMatchObject({ students: 1, passed_students: 1, pass_rate: 100, attempts: 1 }),
  },
  {
    route: 'GET /checks/statistics.csv',
    call: (client) => client.get('/checks/statistics.csv', query()),
    effect: (response) => expect(response.body).toContain('\r\nBestehensquote in %;100\r\n'),
  },
]

describe('access of the check statistics', () => {
  testProgressRule({
    app: () => t.app,
    world: () => world,
    plugin: checkStatisticsRoutes,
    name: 'check-statistics',
    routes: 2,
    cases: routeCases,
  })
})
