import { errorMessages, errorStatus } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { progressRoutes } from '../../src/modules/progress/progress.routes'
import { createGrid } from '../modules/module-builders'
import { registeredRoutes } from '../support/access-table'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createProgressWorld, expectEveryCaller, type ProgressWorld, routeCases } from './access-routes'

const t = useTestApp()
let world: ProgressWorld
beforeAll(async () => {
  world = await createProgressWorld(t.app)
})

const asTeacher = () => api(t.app, world.callers.teacher.token)
const expectNotFound = (response: { statusCode: number; json(): unknown }, label: string) =>
  expect({ status: response.statusCode, body: response.json() }, label).toEqual({
    status: errorStatus.notFound,
    body: { code: 'notFound', message: errorMessages.notFound },
  })

describe('access of every progress route', () => {
  test.each(routeCases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      await expectEveryCaller(
        t.app,
        world,
        (client) => routeCase.call(client, world),
        (response, caller) => routeCase.effect(response, caller, world),
      )
    },
  )

  test('the table lists every route of the progress plugin', async () => {
    const registered = await registeredRoutes(t.app, [progressRoutes])
    expect(new Set(routeCases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(routeCases).toHaveLength(registered.length)
    expect(registered).toHaveLength(6)
  })
})

describe('ids that do not fit together answer 404, as a missing one', () => {
  test('the grid of another module with this event, and an event that does not exist', async () => {
    const other = await createGrid(t.app, world.callers.teacher.user.id)
    const grid = (id: number, eventId: number) =>
      asTeacher().get('/modules/withEvaluationsById', { id: String(id), event_id: String(eventId) })
    expectNotFound(await grid(other.moduleId, world.eventId), 'other module')
    expectNotFound(await grid(world.moduleId, 999_999), 'missing event')
    expectNotFound(
      await asTeacher().get('/charts/usersByEvent', { event_id: '999999' }),
      'missing event chart',
    )
  })

  test('a topic of another module, for each topic route', async () => {
    const other = await createGrid(t.app, world.callers.teacher.user.id, {
      filled: { columns: 1, rows: 1, questions: 1 },
    })
    const query = { event_id: String(world.eventId), topic_id: String(other.at(1, 1).id) }
    for (const path of [
      '/modules/loadUsersByTopic',
      '/modules/loadQuestionsByTopic',
      '/charts/usersByEventAndTopic',
    ])
      expectNotFound(await asTeacher().get(path, query), path)
  })

  test("a report on another module, or with an event of another module's", async () => {
    const other = await createGrid(t.app, world.callers.teacher.user.id)
    const report = (moduleId: number, eventId?: number) =>
      asTeacher().get('/modules/getStudentProgressReport', {
        module_id: String(moduleId),
        user_id: String(world.studentId),
        ...(eventId === undefined ? {} : { event_id: String(eventId) }),
      })
    expectNotFound(await report(other.moduleId), 'other module')
    expectNotFound(await report(other.moduleId, world.eventId), 'event of another module')
    expect((await report(world.moduleId, world.eventId)).statusCode).toBe(200)
  })
})
