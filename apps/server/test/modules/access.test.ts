import { asc } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  blocks,
  evaluations,
  files,
  moduleChanges,
  moduleFiles,
  modules,
  questions,
  solutions,
  topics,
} from '../../src/db/schema'
import { checksRoutes } from '../../src/modules/checks/checks.routes'
import { gridRoutes } from '../../src/modules/grid/grid.routes'
import { modulesRoutes } from '../../src/modules/modules/modules.routes'
import { callerNames, expectRefused, registeredRoutes } from '../support/access-table'
import { api, createCallers } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type Fixture, prepareFixture, routeCases } from './access-routes'

const t = useTestApp()

/** Everything a refused call could have touched. */
async function snapshot() {
  const db = t.app.ctx.db
  return {
    modules: await db.select().from(modules).orderBy(asc(modules.id)),
    blocks: await db.select().from(blocks).orderBy(asc(blocks.id)),
    topics: await db.select().from(topics).orderBy(asc(topics.id)),
    questions: await db.select().from(questions).orderBy(asc(questions.id)),
    solutions: await db.select().from(solutions).orderBy(asc(solutions.id)),
    evaluations: await db.select().from(evaluations).orderBy(asc(evaluations.id)),
    changes: await db.select().from(moduleChanges).orderBy(asc(moduleChanges.id)),
    moduleFiles: await db
      .select()
      .from(moduleFiles)
      .orderBy(asc(moduleFiles.moduleId), asc(moduleFiles.fileId)),
    files: await db.select().from(files).orderBy(asc(files.id)),
  }
}

const cases = routeCases(() => t.app)
let callers: Awaited<ReturnType<typeof createCallers>>
beforeAll(async () => {
  callers = await createCallers(t.app)
})

describe('access of every module and grid route', () => {
  test.each(cases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      let fixture: Fixture | undefined
      for (const caller of callerNames) {
        const who = caller === 'anonymous' ? undefined : callers[caller]
        const expected = routeCase.expected[caller]
        // The module always belongs to the teacher. A refused call leaves it as it was (checked below);
        // after an accepted one, the next caller gets a fresh one.
        fixture ??= await prepareFixture(t.app, callers.teacher)
        const before = await snapshot()
        const response = await routeCase.call(api(t.app, who?.token), fixture)
        if (typeof expected === 'number') {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected)
          await routeCase.effect?.(who!, response, fixture)
          fixture = undefined
        } else {
          expectRefused(response, expected, caller)
          expect(await snapshot(), `${caller}: a refused call changes nothing`).toEqual(before)
        }
      }
    },
  )

  test('the table lists every route of the module, grid and check plugins', async () => {
    const registered = await registeredRoutes(t.app, [modulesRoutes, gridRoutes, checksRoutes])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(cases).toHaveLength(registered.length)
    expect(registered).toHaveLength(20)
  })
})
