import { asc } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import {
  evaluations,
  events,
  examResults,
  groups,
  groupUsers,
  mailOutbox,
  subjects,
  trashItems,
  users,
} from '../../src/db/schema'
import { classImportRoutes } from '../../src/modules/class-import/class-import.routes'
import { groupsRoutes } from '../../src/modules/groups/groups.routes'
import { homeRoutes } from '../../src/modules/home/home.routes'
import { schoolYearRoutes } from '../../src/modules/school-year/school-year.routes'
import { statisticsRoutes } from '../../src/modules/statistics/statistics.routes'
import { studentAccountRoutes } from '../../src/modules/student-accounts/student-accounts.routes'
import { studentAccountDataRoutes } from '../../src/modules/student-data/student-data.routes'
import { subjectsRoutes } from '../../src/modules/subjects/subjects.routes'
import { callerNames, expectRefused, registeredRoutes } from '../support/access-table'
import { api, createCallers } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { prepareFixture, routeCases } from './access-routes'

const t = useTestApp()

/** Everything a refused call could have touched. */
async function snapshot() {
  const db = t.app.ctx.db
  return {
    subjects: await db.select().from(subjects).orderBy(asc(subjects.id)),
    groups: await db.select().from(groups).orderBy(asc(groups.id)),
    memberships: await db.select().from(groupUsers).orderBy(asc(groupUsers.groupId), asc(groupUsers.userId)),
    events: await db.select().from(events).orderBy(asc(events.id)),
    evaluations: await db.select().from(evaluations).orderBy(asc(evaluations.id)),
    examResults: await db.select().from(examResults).orderBy(asc(examResults.id)),
    users: await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .orderBy(asc(users.id)),
    mails: await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id)),
    trash: await db.select({ id: trashItems.id }).from(trashItems).orderBy(asc(trashItems.id)),
  }
}

const cases = routeCases(() => t.app)

describe('access of every subjects, groups, statistics and start-page route', () => {
  test.each(cases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      const callers = await createCallers(t.app)
      let fixture: Awaited<ReturnType<typeof prepareFixture>> | undefined
      for (const caller of callerNames) {
        const who = caller === 'anonymous' ? undefined : callers[caller]
        const expected = routeCase.expected[caller]
        // The objects always belong to the teacher, made afresh after an accepted call, which may have
        // changed or removed them; a refused call changed nothing (the snapshot below says so), so the
        // next caller meets the same objects.
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

  test('the table lists every route of subjects, groups, the archive, statistics and the start page', async () => {
    const registered = await registeredRoutes(t.app, [
      subjectsRoutes,
      groupsRoutes,
      classImportRoutes,
      studentAccountRoutes,
      studentAccountDataRoutes,
      statisticsRoutes,
      homeRoutes,
      schoolYearRoutes,
    ])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(cases).toHaveLength(registered.length)
    expect(registered).toHaveLength(26)
  })
})
