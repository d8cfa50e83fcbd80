import { ModuleStatus } from '@lernraster/shared'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { activeModules, evaluations, events } from '../../src/db/schema'
import { createGrid } from '../modules/module-builders'
import {
  type Caller,
  callerNames,
  everyTeacher,
  type Outcome,
  refusedBeforeOwnership,
} from '../support/access-table'
import { type api, createCallers, createUser, type TestUser } from '../support/builders'
import { classWithStudents, insertActivation, rate, shareModule } from './activation-builders'

// The access table of access.test.ts: every route of the activations plugin, what each caller gets
// when the activation is the teacher's. The admin plays "another teacher"; the fifth actor, the
// colleague, is a teacher the module is shared with, who has a class and a subject of their own.

type Client = ReturnType<typeof api>
export type ActivationCaller = Caller | 'colleague'
export const activationCallers: ActivationCaller[] = [...callerNames, 'colleague']

/** The callers of createCallers and the colleague, each teacher with a class of active students. */
export async function createActivationCallers(app: FastifyInstance) {
  const callers = { ...(await createCallers(app)), colleague: await createUser(app) }
  const place = async (who: TestUser) => {
    const { group, subject } = await classWithStudents(app, who.user.id, { active: 1 })
    return { group_id: group.id, subject_id: subject.id }
  }
  const teacherClass = await classWithStudents(app, callers.teacher.user.id, { active: 2 })
  return {
    callers,
    teacherClass,
    /** Where each teacher activates: a class and subject of their own, not yet running the module. */
    ownPlaces: {
      teacher: await place(callers.teacher),
      admin: await place(callers.admin),
      colleague: await place(callers.colleague),
    },
  }
}
export type ActivationWorld = Awaited<ReturnType<typeof createActivationCallers>>

/** The teacher's module (shared with the colleague) running in the teacher's class, rated twice. */
export interface Fixture {
  moduleId: number
  activeModuleId: number
  eventId: number
}

export async function prepareFixture(app: FastifyInstance, world: ActivationWorld): Promise<Fixture> {
  const { teacher, colleague } = world.callers
  const grid = await createGrid(app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 1 } })
  await shareModule(app, grid.moduleId, colleague.user.id)
  const { group, subject, active } = world.teacherClass
  const activation = await insertActivation(app, {
    moduleId: grid.moduleId,
    teacherId: teacher.user.id,
    groupId: group.id,
    subjectId: subject.id,
  })
  for (const student of active)
    await rate(app, {
      eventId: activation.eventId,
      userId: student.id,
      questionIds: grid.at(1, 1).questionIds,
      grades: [5],
    })
  return { moduleId: grid.moduleId, activeModuleId: activation.id, eventId: activation.eventId }
}

export interface RouteCase {
  route: string
  expected: Record<ActivationCaller, Outcome>
  call(client: Client, fixture: Fixture, caller: ActivationCaller): Promise<LightMyRequestResponse>
  /** Checks the effect of an accepted call; `who` made it. */
  effect?(who: TestUser, response: LightMyRequestResponse, fixture: Fixture): Promise<void>
}

/** Lists and new activations of one's own: every teacher. */
const anyTeacher: Record<ActivationCaller, Outcome> = { ...everyTeacher, colleague: 200 }
/** The teacher's activation: nobody else, neither another teacher nor the colleague it is shared with. */
const teachersActivation: Record<ActivationCaller, Outcome> = {
  ...refusedBeforeOwnership,
  teacher: 200,
  admin: 'notFound',
  colleague: 'notFound',
}

/** `app` and `world` are read when a call runs: the table is built before the test file's app exists. */
export function routeCases(app: () => FastifyInstance, world: () => ActivationWorld): RouteCase[] {
  const db = () => app().ctx.db
  const activation = async (id: number) =>
    (await db().select().from(activeModules).where(eq(activeModules.id, id)))[0]
  const ownList = (statusId: number) => async (who: TestUser, response: LightMyRequestResponse) => {
    const own = await db()
      .select({ id: activeModules.id })
      .from(activeModules)
      .where(and(eq(activeModules.teacherId, who.user.id), eq(activeModules.statusId, statusId)))
      .orderBy(desc(activeModules.createdAt), desc(activeModules.id))
    expect(response.json().map((row: { id: number }) => row.id)).toEqual(own.map((row) => row.id))
  }
  const placeOf = (caller: ActivationCaller) =>
    caller === 'admin' || caller === 'colleague' ? world().ownPlaces[caller] : world().ownPlaces.teacher
  const ofFixture = (fixture: Fixture) => ({ module_id: fixture.activeModuleId })
  const eventQuery = (fixture: Fixture) => ({ event_id: String(fixture.eventId) })

  return [
    {
      route: 'POST /modules/activate',
      // The admin activates in a class of their own: the module is what they may not use.
      expected: { ...anyTeacher, admin: 'notFound' },
      call: (client, fixture, caller) =>
        client.post('/modules/activate', { id: fixture.moduleId, ...placeOf(caller) }),
      effect: async (who, response, fixture) =>
        expect(await activation(response.json().id)).toMatchObject({
          moduleId: fixture.moduleId,
          teacherId: who.user.id,
          eventId: response.json().event_id,
        }),
    },
    {
      route: 'POST /modules/toggleFinished',
      expected: teachersActivation,
      call: (client, fixture) => client.post('/modules/toggleFinished', ofFixture(fixture)),
      effect: async (_who, _response, fixture) =>
        expect(await activation(fixture.activeModuleId)).toMatchObject({ statusId: ModuleStatus.finished }),
    },
    {
      route: 'POST /modules/removeActive',
      expected: teachersActivation,
      call: (client, fixture) => client.post('/modules/removeActive', ofFixture(fixture)),
      effect: async (_who, _response, fixture) => {
        expect(await activation(fixture.activeModuleId)).toBeUndefined()
        expect(await db().select().from(events).where(eq(events.id, fixture.eventId))).toEqual([])
        expect(await db().select().from(evaluations).where(eq(evaluations.eventId, fixture.eventId))).toEqual(
          [],
        )
      },
    },
    {
      route: 'GET /modules/activeRemovalImpact',
      expected: teachersActivation,
      call: (client, fixture) =>
        client.get('/modules/activeRemovalImpact', { module_id: String(fixture.activeModuleId) }),
      effect: async (_who, response) => expect(response.json()).toEqual({ evaluations: 2, students: 2 }),
    },
    {
      route: 'GET /modules/active',
      expected: anyTeacher,
      call: (client) => client.get('/modules/active'),
      effect: ownList(ModuleStatus.active),
    },
    {
      route: 'GET /modules/finished',
      expected: anyTeacher,
      call: (client) => client.get('/modules/finished'),
      effect: ownList(ModuleStatus.finished),
    },
    {
      route: 'GET /events/byId',
      expected: teachersActivation,
      call: (client, fixture) => client.get('/events/byId', eventQuery(fixture)),
      effect: async (_who, response, fixture) =>
        expect(response.json().active_module).toMatchObject({ id: fixture.activeModuleId }),
    },
    {
      route: 'GET /evaluations/byEventId',
      expected: teachersActivation,
      call: (client, fixture) => client.get('/evaluations/byEventId', eventQuery(fixture)),
      effect: async (_who, response) => expect(response.json()).toHaveLength(2),
    },
  ]
}
