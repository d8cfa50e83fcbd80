import { errorMessages, errorStatus } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { activationsRoutes } from '../../src/modules/activations/activations.routes'
import { registeredRoutes } from '../support/access-table'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  type ActivationWorld,
  activationCallers,
  createActivationCallers,
  type Fixture,
  prepareFixture,
  routeCases,
} from './access-routes'
import { activationSnapshot } from './activation-builders'

const t = useTestApp()
let world: ActivationWorld
beforeAll(async () => {
  world = await createActivationCallers(t.app)
})
const cases = routeCases(
  () => t.app,
  () => world,
)

describe('access of every activation route', () => {
  test.each(cases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      let fixture: Fixture | undefined
      for (const caller of activationCallers) {
        const who = caller === 'anonymous' ? undefined : world.callers[caller]
        const expected = routeCase.expected[caller]
        // The activation always belongs to the teacher. A refused call leaves it as it was (checked
        // below); after an accepted one, the next caller gets a fresh one.
        fixture ??= await prepareFixture(t.app, world)
        const before = await activationSnapshot(t.app)
        const response = await routeCase.call(api(t.app, who?.token), fixture, caller)
        if (typeof expected === 'number') {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected)
          await routeCase.effect?.(who!, response, fixture)
          fixture = undefined
        } else {
          expect({ status: response.statusCode, body: response.json() }, caller).toEqual({
            status: errorStatus[expected],
            body: { code: expected, message: errorMessages[expected] },
          })
          expect(await activationSnapshot(t.app), `${caller}: a refused call changes nothing`).toEqual(before)
        }
      }
    },
  )

  test('the table lists every route of the activations plugin', async () => {
    const registered = await registeredRoutes(t.app, [activationsRoutes])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(cases).toHaveLength(registered.length)
    expect(registered).toHaveLength(8)
  })
})
