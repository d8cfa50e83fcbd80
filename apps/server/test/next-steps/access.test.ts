import type { StudentNextStep } from '@lernraster/shared'
import { beforeAll, describe, expect } from 'vitest'
import { nextStepsRoutes } from '../../src/modules/next-steps/next-steps.routes'
import {
  createProgressWorld,
  type ProgressRuleCase,
  type ProgressWorld,
  testProgressRule,
} from '../progress/access-routes'
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

const pinned = () => ({ topic_id: world.topicId, pinned: true })

const routeCases: ProgressRuleCase[] = [
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
  testProgressRule({
    app: () => t.app,
    world: () => world,
    plugin: nextStepsRoutes,
    name: 'next-steps',
    routes: 2,
    cases: routeCases,
  })
})
