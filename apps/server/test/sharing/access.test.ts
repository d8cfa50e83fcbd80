import { asc } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox, moduleShares, studentFeedbacks, type UserRow } from '../../src/db/schema'
import { feedsRoutes } from '../../src/modules/feeds/feeds.routes'
import { sharingRoutes } from '../../src/modules/sharing/sharing.routes'
import { insertAccount } from '../feeds/feed-builders'
import { createClass, createSubjectRow, insertStudent } from '../school/school-builders'
import { type Caller, callerNames, expectRefused, registeredRoutes } from '../support/access-table'
import { api, createCallers, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type Classroom, type Fixture, prepareFixture, routeCases, type SharingCaller } from './access-routes'

const t = useTestApp()

/** Everything a refused call could have touched. */
async function snapshot() {
  const db = t.app.ctx.db
  return {
    shares: await db
      .select()
      .from(moduleShares)
      .orderBy(asc(moduleShares.moduleId), asc(moduleShares.userId)),
    feedback: await db.select().from(studentFeedbacks).orderBy(asc(studentFeedbacks.id)),
    mails: await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
  }
}

let callers: Awaited<ReturnType<typeof createCallers>> & { colleague: TestUser }
/** The teacher the owner shares with in the share call. */
let target: UserRow
let rooms: { teacher: Classroom; colleague: Classroom }
const cases = routeCases(
  () => t.app,
  () => ({ colleague: callers.colleague, target }),
)

beforeAll(async () => {
  const [base, colleague] = await Promise.all([createCallers(t.app), createUser(t.app)])
  callers = { ...base, colleague }
  target = await insertAccount(t.app)
  const classroom = async (teacher: TestUser): Promise<Classroom> => {
    const student = await insertStudent(t.app)
    const group = await createClass(t.app, teacher.user.id, `Klasse ${teacher.user.id}`, [student])
    const subject = await createSubjectRow(t.app, teacher.user.id, 'Mathematik', 'M')
    return { teacher, groupId: group.id, subjectId: subject.id, studentId: student.id }
  }
  rooms = { teacher: await classroom(callers.teacher), colleague: await classroom(colleague) }
})

const everyCaller: SharingCaller[] = [...callerNames, 'colleague']

describe('access of every sharing and feed route', () => {
  test.each(cases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      let fixture: Fixture | undefined
      for (const caller of everyCaller) {
        const who = caller === 'anonymous' ? undefined : callers[caller]
        const expected = routeCase.expected[caller]
        // After an accepted change the next caller gets a fresh module; a refused call leaves it as it was.
        fixture ??= await prepareFixture(t.app, rooms)
        const before = await snapshot()
        const response = await routeCase.call(api(t.app, who?.token), fixture)
        if (typeof expected === 'number') {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected)
          await routeCase.effect?.(caller, response, fixture)
          if (!routeCase.readOnly) fixture = undefined
        } else {
          expectRefused(response, expected, caller as Caller)
          expect(await snapshot(), `${caller}: a refused call changes nothing`).toEqual(before)
        }
      }
    },
  )

  test('the table lists every route of the sharing and feed plugins', async () => {
    const registered = await registeredRoutes(t.app, [sharingRoutes, feedsRoutes])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(cases).toHaveLength(registered.length)
    expect(registered).toHaveLength(10)
  })
})
