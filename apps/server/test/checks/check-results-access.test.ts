import { errorMessages, errorStatus } from '@lernraster/shared'
import { asc } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { checkOverrides } from '../../src/db/schema'
import { checkResultsRoutes } from '../../src/modules/checks/check-results.routes'
import {
  createProgressWorld,
  type ProgressCaller,
  type ProgressWorld,
  progressCallers,
} from '../progress/access-routes'
import { ok } from '../student/student-builders'
import { type Outcome, refusedBeforeOwnership, registeredRoutes } from '../support/access-table'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { checkOf } from './check-builders'

// The access table of the teacher's decisions over checks (issue 37 item 3): only the teacher whose
// class runs the module decides. The module's owner reads the class's progress but does not teach it
// (404), as everyone else: the admin (another teacher), a colleague it is shared with, a buyer.
// A refused call leaves the decisions as they were.

const t = useTestApp()
let world: ProgressWorld
beforeAll(async () => {
  world = await createProgressWorld(t.app)
  ok(await api(t.app, world.callers.owner.token).post('/checks/save', checkOf(world.topicId)))
})

const expected: Record<ProgressCaller, Outcome> = {
  ...refusedBeforeOwnership,
  teacher: 200,
  owner: 'notFound',
  admin: 'notFound',
  colleague: 'notFound',
  buyer: 'notFound',
}

const decisions = () => t.app.ctx.db.select().from(checkOverrides).orderBy(asc(checkOverrides.id))
const place = () => ({ event_id: world.eventId, user_id: world.studentId, topic_id: world.topicId })

const routeCases = [
  {
    route: 'POST /checks/override',
    body: () => ({ ...place(), attested: true, note: 'Mündlich geprüft' }),
    after: (rows: Awaited<ReturnType<typeof decisions>>) =>
      expect(rows.map((row) => [row.userId, row.attested, row.decidedBy])).toEqual([
        [world.studentId, true, world.callers.teacher.user.id],
      ]),
  },
  {
    route: 'POST /checks/override/remove',
    body: place,
    after: (rows: Awaited<ReturnType<typeof decisions>>) => expect(rows).toEqual([]),
  },
]

describe('access of the decisions over checks', () => {
  test.each(routeCases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      for (const caller of progressCallers) {
        const who = caller === 'anonymous' ? undefined : world.callers[caller]
        const before = await decisions()
        const response = await api(t.app, who?.token).post(routeCase.route.slice(5), routeCase.body())
        const outcome = expected[caller]
        if (typeof outcome === 'number') {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(outcome)
          routeCase.after(await decisions())
        } else {
          expect({ status: response.statusCode, body: response.json() }, caller).toEqual({
            status: errorStatus[outcome],
            body: { code: outcome, message: errorMessages[outcome] },
          })
          expect(await decisions(), `${caller}: a refused call changes nothing`).toEqual(before)
        }
      }
    },
  )

  test('the table lists every route of the check results plugin', async () => {
    const registered = await registeredRoutes(t.app, [checkResultsRoutes])
    expect(new Set(routeCases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(registered).toHaveLength(2)
  })
})
