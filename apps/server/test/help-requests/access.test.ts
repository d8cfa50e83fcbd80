import type { HelpRequest } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { helpRequests } from '../../src/db/schema'
import { helpRequestsRoutes } from '../../src/modules/help-requests/help-requests.routes'
import {
  createProgressWorld,
  type ProgressRuleCase,
  type ProgressWorld,
  testProgressRule,
} from '../progress/access-routes'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'

// The access table of the teacher's help-request routes (issue 19): the progress screens' rule, the
// class's teacher and the module's owner read and handle; a colleague it is shared with, a buyer,
// another teacher get 404, as for a request that does not exist (progress/access-routes.ts).

const t = useTestApp()
const apiOf = (token: string) => api(t.app, token)
let world: ProgressWorld
let requestId: number
beforeAll(async () => {
  world = await createProgressWorld(t.app)
  const [row] = await t.app.ctx.db
    .insert(helpRequests)
    .values({
      eventId: world.eventId,
      userId: world.studentId,
      topicId: world.topicId,
      text: 'Hilfe',
      createdAt: t.clock.now(),
    })
    .returning({ id: helpRequests.id })
  requestId = row!.id
})

const routeCases: ProgressRuleCase[] = [
  {
    route: 'GET /helpRequests',
    call: (client) => client.get('/helpRequests', { event_id: String(world.eventId) }),
    effect: (response) =>
      expect((response.json() as HelpRequest[]).map((request) => [request.id, request.handled_at])).toEqual([
        [requestId, null],
      ]),
  },
  {
    route: 'POST /helpRequests/handle',
    call: (client) => client.post('/helpRequests/handle', { id: requestId }),
    // The class's teacher asks first in the table and handles it; the owner gets it as it is. Had an
    // earlier, refused caller handled it, the name would not be the teacher's.
    effect: (response) =>
      expect(response.json()).toMatchObject({
        id: requestId,
        handled_at: t.clock.now().toISOString(),
        handled_by_name: `${world.callers.teacher.user.firstname} ${world.callers.teacher.user.lastname}`,
      }),
  },
]

describe('access of every teacher help-request route', () => {
  testProgressRule({
    app: () => t.app,
    world: () => world,
    plugin: helpRequestsRoutes,
    name: 'help-requests',
    routes: 2,
    cases: routeCases,
  })

  test('without event_id every teacher gets their own feed: only the class’s teacher and the owner see it', async () => {
    const seen = async (who: keyof ProgressWorld['callers']) => {
      const response = await apiOf(world.callers[who].token).get('/helpRequests')
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200)
      return (response.json() as HelpRequest[]).map((request) => request.id)
    }
    expect(await seen('teacher')).toEqual([requestId])
    expect(await seen('owner')).toEqual([requestId])
    for (const who of ['admin', 'colleague', 'buyer'] as const) expect(await seen(who), who).toEqual([])
  })
})
