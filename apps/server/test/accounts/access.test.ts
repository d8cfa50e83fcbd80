import { errorMessages, errorStatus } from '@lernraster/shared'
import { asc } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import {
  apiTokens,
  emailConfirmations,
  generalFeedbacks,
  mailOutbox,
  passwordResets,
  users,
} from '../../src/db/schema'
import { accountRoutes } from '../../src/modules/account/account.routes'
import { authRoutes } from '../../src/modules/auth/auth.routes'
import { generalFeedbackRoutes } from '../../src/modules/feedback/general-feedback.routes'
import { schoolSignInRoutes } from '../../src/modules/school-sign-in/school-sign-in.routes'
import { usersRoutes } from '../../src/modules/users/users.routes'
import { callerNames, registeredRoutes } from '../support/access-table'
import { api, body, createCallers } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { routeCases } from './access-routes'

const t = useTestApp()

/** Everything a refused call could have touched. The clock stands still here, so even last_used_at may not move. */
async function snapshot() {
  const db = t.app.ctx.db
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    tokens: await db.select().from(apiTokens).orderBy(asc(apiTokens.id)),
    confirmations: await db.select().from(emailConfirmations).orderBy(asc(emailConfirmations.id)),
    resets: await db.select().from(passwordResets).orderBy(asc(passwordResets.id)),
    feedback: await db.select().from(generalFeedbacks).orderBy(asc(generalFeedbacks.id)),
    mails: await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id)),
  }
}

const cases = routeCases(() => t.app)

describe('access of every accounts route', () => {
  test.each(cases.map((routeCase, index) => [`${routeCase.route} #${index}`, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      const callers = await createCallers(t.app)
      for (const caller of callerNames) {
        const who = caller === 'anonymous' ? undefined : callers[caller]
        const expected = routeCase.expected[caller]
        const prepared = await routeCase.prepare?.()
        const before = await snapshot()
        const response = await routeCase.call(api(t.app, who?.token), who, callers.teacher, prepared)
        if (typeof expected === 'number') {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected)
          await routeCase.effect?.(who, response)
        } else {
          const message = routeCase.messages?.[expected] ?? errorMessages[expected]
          expect({ status: response.statusCode, body: body(response) }, caller).toMatchObject({
            status: errorStatus[expected],
            body: { code: expected, message },
          })
          expect(await snapshot(), `${caller}: a refused call changes nothing`).toEqual(before)
        }
      }
    },
  )

  test('the table lists every route of auth, school sign-in, users, account and general-feedbacks', async () => {
    const registered = await registeredRoutes(t.app, [
      authRoutes,
      schoolSignInRoutes,
      usersRoutes,
      accountRoutes,
      generalFeedbackRoutes,
    ])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(registered).toHaveLength(19)
  })
})
