import type { StudentNextStep } from '@lernraster/shared'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { nextStepsRoutes } from '../../src/modules/next-steps/next-steps.routes'
import {
  createProgressWorld,
  expectEveryCaller,
  type ProgressCaller,
  type ProgressWorld,
} from '../progress/access-routes'
import { registeredRoutes } from '../support/access-table'
import type { api } from '../support/builders'
import { useTestApp } from '../support/test-app'

// The access table of the teacher's next-step routes (issue 19): the progress screens' rule, the
// class's teacher and the module's owner read and pin; a colleague it is shared with, a buyer, another
// teacher get 404, as for an activation that does not exist (progress/access-routes.ts has the world:
// one topic of two questions, both students rated 5 and 4 at the goal 4, so nothing is left to do).

const t = useTestApp()
let world: ProgressWorld
let otherStudent: number
beforeAll(async () => {
  world = await createProgressWorld(t.app)
})

type Client = ReturnType<typeof api>
interface RouteCase {
  route: string
  call(client: Client): Promise<LightMyRequestResponse>
  effect(response: LightMyRequestResponse, caller: ProgressCaller): void
}

const pinned = () => ({ topic_id: world.topicId, pinned: true })

const routeCases: RouteCase[] = [
  {
    route: 'POST /nextSteps/pin',
    call: (client) =>
      client.post('/nextSteps/pin', {
        event_id: world.eventId,
        user_id: world.studentId,
        topic_id: world.topicId,
      }),
    effect: (response) => expect(response.json()).toEqual({ user_id: world.studentId, next_step: pinned() }),
  },
  {
    route: 'GET /nextSteps',
    call: (client) => client.get('/nextSteps', { event_id: String(world.eventId) }),
    effect: (response) => {
      const steps = response.json() as StudentNextStep[]
      otherStudent = steps.find((step) => step.user_id !== world.studentId)!.user_id
      // The pin the table's first route set; the other student is done at the goal.
      expect(steps).toEqual(
        [
          { user_id: world.studentId, next_step: pinned() },
          { user_id: otherStudent, next_step: null },
        ].sort((a, b) => a.user_id - b.user_id),
      )
    },
  },
]

describe('access of every next-step route of the teacher', () => {
  // In table order: the pin runs first for each caller, so the read finds it.
  test.each(routeCases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      await expectEveryCaller(t.app, world, routeCase.call, routeCase.effect)
    },
  )

  test('the table lists every route of the next-steps plugin', async () => {
    const registered = await registeredRoutes(t.app, [nextStepsRoutes])
    expect(new Set(routeCases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(registered).toHaveLength(2)
  })
})
