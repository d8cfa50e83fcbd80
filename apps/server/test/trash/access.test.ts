import { trashMessages } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { subjects, trashItemFiles, trashItems } from '../../src/db/schema'
import { removeSubject } from '../../src/modules/subjects/subjects.service'
import { trashRoutes } from '../../src/modules/trash/trash.routes'
import { createSubjectRow } from '../school/school-builders'
import {
  type Caller,
  callerNames,
  everyTeacher,
  expectRefused,
  type Outcome,
  registeredRoutes,
  teachersObject,
} from '../support/access-table'
import { api, createCallers, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// The trash's own access rule: a teacher's items are theirs alone; another teacher (the admin plays
// one) is told an item does not exist; students and unconfirmed or inactive accounts get no further.

interface Fixture {
  trashId: number
  subjectId: number
}

let fixtures = 0
async function prepareFixture(teacher: TestUser): Promise<Fixture> {
  const subject = await createSubjectRow(t.app, teacher.user.id, 'Werken', `W${++fixtures}`)
  return { trashId: await removeSubject(t.app.ctx, teacher.user.id, subject.id), subjectId: subject.id }
}

interface RouteCase {
  route: string
  expected: Record<Caller, Outcome>
  call(client: ReturnType<typeof api>, fixture: Fixture): Promise<LightMyRequestResponse>
  effect(who: TestUser, response: LightMyRequestResponse, fixture: Fixture): Promise<void>
}

const subjectRow = async (id: number) =>
  (await t.app.ctx.db.select().from(subjects).where(eq(subjects.id, id)))[0]
const itemRow = async (id: number) =>
  (await t.app.ctx.db.select().from(trashItems).where(eq(trashItems.id, id)))[0]

const cases: RouteCase[] = [
  {
    route: 'GET /trash',
    expected: everyTeacher,
    call: (client) => client.get('/trash'),
    effect: async (who, response, fixture) => {
      const ids = (response.json() as { items: { id: number }[] }).items.map((item) => item.id)
      const owner = (await itemRow(fixture.trashId))!.ownerId
      expect(ids).toEqual(
        who.user.id === owner
          ? expect.arrayContaining([fixture.trashId])
          : expect.not.arrayContaining([fixture.trashId]),
      )
    },
  },
  {
    route: 'POST /trash/restore',
    expected: teachersObject,
    call: (client, fixture) => client.post('/trash/restore', { id: fixture.trashId }),
    effect: async (_who, response, fixture) => {
      expect(response.json()).toEqual({
        message: trashMessages.restored,
        kind: 'subject',
        restored_id: fixture.subjectId,
      })
      expect(await subjectRow(fixture.subjectId)).toMatchObject({ title: 'Werken' })
      expect(await itemRow(fixture.trashId)).toBeUndefined()
    },
  },
  {
    route: 'POST /trash/remove',
    expected: teachersObject,
    call: (client, fixture) => client.post('/trash/remove', { id: fixture.trashId }),
    effect: async (_who, response, fixture) => {
      expect(response.json()).toEqual({ message: trashMessages.deletedForGood })
      expect(await itemRow(fixture.trashId)).toBeUndefined()
      expect(await subjectRow(fixture.subjectId)).toBeUndefined()
    },
  },
]

async function snapshot() {
  const db = t.app.ctx.db
  return {
    items: await db.select().from(trashItems).orderBy(asc(trashItems.id)),
    files: await db.select().from(trashItemFiles).orderBy(asc(trashItemFiles.trashItemId)),
    subjects: await db.select().from(subjects).orderBy(asc(subjects.id)),
  }
}

describe('access of every trash route', () => {
  test.each(cases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      const callers = await createCallers(t.app)
      for (const caller of callerNames) {
        const who = caller === 'anonymous' ? undefined : callers[caller]
        const expected = routeCase.expected[caller]
        const fixture = await prepareFixture(callers.teacher)
        const before = await snapshot()
        const response = await routeCase.call(api(t.app, who?.token), fixture)
        if (typeof expected === 'number') {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected)
          await routeCase.effect(who!, response, fixture)
        } else {
          expectRefused(response, expected, caller)
          expect(await snapshot(), `${caller}: a refused call changes nothing`).toEqual(before)
        }
      }
    },
  )

  test('the table lists every route of the trash', async () => {
    const registered = await registeredRoutes(t.app, [trashRoutes])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(registered).toHaveLength(3)
  })
})
