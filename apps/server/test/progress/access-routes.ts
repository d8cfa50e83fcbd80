import { errorMessages, errorStatus } from '@lernraster/shared'
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify'
import { expect, test } from 'vitest'
import { classWithStudents, insertActivation, rate, shareModule } from '../activations/activation-builders'
import { insertPurchase } from '../feeds/feed-builders'
import { createGrid } from '../modules/module-builders'
import {
  type Caller,
  callerNames,
  type Outcome,
  refusedBeforeOwnership,
  registeredRoutes,
} from '../support/access-table'
import { api, createCallers, createUser } from '../support/builders'

// The access table of access.test.ts: every route of the progress plugin, what each caller gets
// (issue 13: only the teacher whose class runs the activation and the module's owner see a student's
// ratings). The module belongs to `owner`, who shares it with `teacher`; the teacher runs it with a
// class of two students. The admin plays "another teacher"; `colleague` is another teacher it is
// shared with, `buyer` one who bought it: neither sees the teacher's class.

type Client = ReturnType<typeof api>
export type ProgressCaller = Caller | 'owner' | 'colleague' | 'buyer'
export const progressCallers: ProgressCaller[] = [...callerNames, 'owner', 'colleague', 'buyer']

export async function createProgressWorld(app: FastifyInstance) {
  const callers = {
    ...(await createCallers(app)),
    owner: await createUser(app),
    colleague: await createUser(app),
    buyer: await createUser(app),
  }
  const { teacher, owner, colleague, buyer } = callers
  const grid = await createGrid(app, owner.user.id, { filled: { columns: 1, rows: 1, questions: 2 } })
  await shareModule(app, grid.moduleId, teacher.user.id)
  await shareModule(app, grid.moduleId, colleague.user.id)
  await insertPurchase(app, grid.moduleId, buyer.user.id, app.ctx.clock.now())
  const { group, subject, active } = await classWithStudents(app, teacher.user.id, { active: 2 })
  const activation = await insertActivation(app, {
    moduleId: grid.moduleId,
    teacherId: teacher.user.id,
    groupId: group.id,
    subjectId: subject.id,
  })
  const topic = grid.at(1, 1)
  for (const student of active)
    await rate(app, {
      eventId: activation.eventId,
      userId: student.id,
      questionIds: topic.questionIds,
      grades: [5, 4],
    })
  return {
    callers,
    moduleId: grid.moduleId,
    eventId: activation.eventId,
    topicId: topic.id,
    studentId: active[0]!.id,
  }
}
export type ProgressWorld = Awaited<ReturnType<typeof createProgressWorld>>

export interface RouteCase {
  route: string
  call(client: Client, world: ProgressWorld): Promise<LightMyRequestResponse>
  /** Checks an accepted answer; `caller` asked. */
  effect(response: LightMyRequestResponse, caller: ProgressCaller, world: ProgressWorld): void
}

/** The same for every route: the class's teacher and the module's owner; nobody else. */
export const expected: Record<ProgressCaller, Outcome> = {
  ...refusedBeforeOwnership,
  teacher: 200,
  owner: 200,
  admin: 'notFound',
  colleague: 'notFound',
  buyer: 'notFound',
}

const eventTopic = (world: ProgressWorld) => ({
  event_id: String(world.eventId),
  topic_id: String(world.topicId),
})

export const routeCases: RouteCase[] = [
  {
    route: 'GET /modules/withEvaluationsById',
    call: (client, world) =>
      client.get('/modules/withEvaluationsById', {
        id: String(world.moduleId),
        event_id: String(world.eventId),
      }),
    effect: (response, caller) =>
      expect(response.json()).toMatchObject({
        is_owner: caller === 'owner',
        blocks: [{ topics: [{ stats: { avg: 4.5, progress: 100, evaluations: 4 } }] }],
      }),
  },
  {
    route: 'GET /modules/loadUsersByTopic',
    call: (client, world) => client.get('/modules/loadUsersByTopic', eventTopic(world)),
    effect: (response) =>
      expect(response.json().map((user: { average: number }) => user.average)).toEqual([4.5, 4.5]),
  },
  {
    route: 'GET /modules/loadQuestionsByTopic',
    call: (client, world) => client.get('/modules/loadQuestionsByTopic', eventTopic(world)),
    effect: (response) =>
      expect(response.json().map((question: { average: number }) => question.average)).toEqual([5, 4]),
  },
  {
    route: 'GET /charts/usersByEventAndTopic',
    call: (client, world) => client.get('/charts/usersByEventAndTopic', eventTopic(world)),
    effect: (response, _caller, world) => expect(response.json()).toMatchObject({ topic_id: world.topicId }),
  },
  {
    route: 'GET /charts/usersByEvent',
    call: (client, world) => client.get('/charts/usersByEvent', { event_id: String(world.eventId) }),
    effect: (response, _caller, world) =>
      expect(response.json()).toMatchObject({ module_id: world.moduleId, users_count: 2 }),
  },
  {
    route: 'GET /modules/getStudentProgressReport',
    call: (client, world) =>
      client.get('/modules/getStudentProgressReport', {
        module_id: String(world.moduleId),
        user_id: String(world.studentId),
      }),
    effect: (response) =>
      expect(response.json()).toMatchObject({
        progress_percentage: 100,
        evaluations_count: 2,
        questions_count: 2,
      }),
  },
]

/**
 * Calls a route as every caller of the table and checks each answer: the expected status with
 * `effect` on what it answered, or the refusal with its code and message.
 */
export async function expectEveryCaller(
  app: FastifyInstance,
  world: ProgressWorld,
  call: (client: Client) => Promise<LightMyRequestResponse>,
  effect: (response: LightMyRequestResponse, caller: ProgressCaller) => void,
): Promise<void> {
  for (const caller of progressCallers) {
    const who = caller === 'anonymous' ? undefined : world.callers[caller]
    const response = await call(api(app, who?.token))
    const outcome = expected[caller]
    if (typeof outcome === 'number') {
      expect(response.statusCode, `${caller}: ${response.body}`).toBe(outcome)
      effect(response, caller)
    } else {
      expect({ status: response.statusCode, body: response.json() }, caller).toEqual({
        status: errorStatus[outcome],
        body: { code: outcome, message: errorMessages[outcome] },
      })
    }
  }
}

/** A route of a plugin under the progress screens' rule (issue 19's): its call, what an answer holds. */
export interface ProgressRuleCase {
  route: string
  call(client: Client): Promise<LightMyRequestResponse>
  effect(response: LightMyRequestResponse, caller: ProgressCaller): void
}

/**
 * The tests of such a plugin's access table, inside the caller's `describe`: every route as every
 * caller, in table order (a write first lets the reads find it), and that the table lists every route
 * the plugin registers, `routes` of them.
 */
export function testProgressRule(input: {
  app: () => FastifyInstance
  world: () => ProgressWorld
  plugin: FastifyPluginAsync
  name: string
  routes: number
  cases: ProgressRuleCase[]
}): void {
  const { cases } = input
  test.each(cases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      await expectEveryCaller(input.app(), input.world(), routeCase.call, routeCase.effect)
    },
  )

  test(`the table lists every route of the ${input.name} plugin`, async () => {
    const registered = await registeredRoutes(input.app(), [input.plugin])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(registered).toHaveLength(input.routes)
  })
}
