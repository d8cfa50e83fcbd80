import { authMessages, type ErrorCode } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { apiTokens, generalFeedbacks } from '../../src/db/schema'
import { standingDemoLink } from '../../src/modules/demo/demo.service'
import { findUserById } from '../../src/modules/users/users.repo'
import type { Caller, Outcome } from '../support/access-table'
import {
  api,
  apiFrom,
  body,
  createUser,
  lastMailTo,
  linkToken,
  randomIp,
  registerFields,
  registerTeacher,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
} from '../support/builders'

// The access table of access.test.ts: every route of the accounts modules, what each caller gets.

type Client = ReturnType<typeof api>

export interface RouteCase {
  route: string
  expected: Record<Caller, Outcome>
  /** Runs before the "nothing changed" snapshot; its answer is handed to `call`. */
  prepare?(): Promise<string>
  call(
    client: Client,
    who: TestUser | undefined,
    teacher: TestUser,
    prepared: string | undefined,
  ): Promise<LightMyRequestResponse>
  /** Checks the effect of an accepted call. */
  effect?(who: TestUser | undefined, response: LightMyRequestResponse): Promise<void>
  /** Where a refusal carries another message than the default of its code. */
  messages?: Partial<Record<ErrorCode, string>>
}

const publicRoute = (status: number): Record<Caller, Outcome> => ({
  anonymous: status,
  student: status,
  unconfirmed: status,
  notActivated: status,
  teacher: status,
  admin: status,
})
const everyCaller = (outcome: Outcome): Record<Caller, Outcome> => ({
  anonymous: outcome,
  student: outcome,
  unconfirmed: outcome,
  notActivated: outcome,
  teacher: outcome,
  admin: outcome,
})
const anyState: Record<Caller, Outcome> = {
  anonymous: 'unauthenticated',
  student: 'studentNotAllowed',
  unconfirmed: 200,
  notActivated: 200,
  teacher: 200,
  admin: 200,
}
const teacherOnly: Record<Caller, Outcome> = {
  ...anyState,
  unconfirmed: 'emailNotConfirmed',
  notActivated: 'accountNotActivated',
}

/** `app` is read when a call runs: the table is built before the test file's app exists. */
export function routeCases(app: () => FastifyInstance): RouteCase[] {
  const row = async (who: TestUser | undefined) =>
    who ? await findUserById(app().ctx.db, who.user.id) : undefined
  const newPassword = { current_password: TEST_PASSWORD, new_password: 'Neues-Passwort-1' }

  const cases: RouteCase[] = [
    {
      route: 'POST /auth/login',
      expected: publicRoute(200),
      call: (client, who, teacher) =>
        client.post('/auth/login', { email: (who ?? teacher).user.email, password: TEST_PASSWORD }),
      effect: async (_who, response) => expect(body(response).api_token).toEqual(expect.any(String)),
    },
    {
      route: 'POST /auth/register',
      expected: publicRoute(201),
      call: async (_client, who) =>
        apiFrom(app(), randomIp(), who?.token).post('/auth/register', registerFields()),
    },
    {
      route: 'POST /auth/logout',
      expected: { ...publicRoute(200), anonymous: 'unauthenticated' },
      call: (client) => client.post('/auth/logout'),
      effect: async (who) => {
        const left = await app().ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, who!.user.id))
        expect(left).toEqual([])
      },
    },
    // The school sign-in (decision 043) is off here: both calls answer 404 to everyone and change
    // nothing. With a provider configured: test/school-sign-in.
    {
      route: 'POST /auth/oidc/start',
      expected: everyCaller('notFound'),
      call: (client) => client.post('/auth/oidc/start'),
    },
    {
      route: 'POST /auth/oidc/finish',
      expected: everyCaller('notFound'),
      call: (client) => client.post('/auth/oidc/finish', { callback: '?code=abc&state=def' }),
    },
    {
      route: 'POST /auth/demoLogin/:token',
      expected: publicRoute(200),
      call: async (client) => {
        const token = new URL(await standingDemoLink(app().ctx)).searchParams.get('token')!
        return client.post(`/auth/demoLogin/${token}`)
      },
    },
    {
      route: 'POST /auth/emailConfirmation',
      // By link: anyone holding it (the link has 256 bits), with or without a session; a student's
      // session is turned away as on every /auth/ call.
      expected: { ...publicRoute(200), student: 'studentNotAllowed' },
      prepare: async () => {
        const { email } = await registerTeacher(app())
        return linkToken(await lastMailTo(app(), email), 'email_confirmation_token')
      },
      call: (client, _who, _teacher, link) =>
        client.post('/auth/emailConfirmation', { email_confirmation_token: link }),
    },
    {
      route: 'POST /auth/emailConfirmation',
      // By code: only with a session (none of these callers has a code pending, hence invalidToken).
      expected: {
        anonymous: 'unauthenticated',
        student: 'studentNotAllowed',
        unconfirmed: 'invalidToken',
        notActivated: 'invalidToken',
        teacher: 'invalidToken',
        admin: 'invalidToken',
      },
      messages: { invalidToken: authMessages.confirmationCodeInvalid },
      call: (client) => client.post('/auth/emailConfirmation', { email_confirmation_token: '123456' }),
    },
    {
      route: 'POST /auth/resendEmailConfirmationToken',
      // Open to every teacher state; only an unconfirmed address has something to resend.
      expected: { ...anyState, notActivated: 'validation', teacher: 'validation', admin: 'validation' },
      call: (client) => client.post('/auth/resendEmailConfirmationToken'),
      effect: async (who) => expect((await lastMailTo(app(), who!.user.email)).subject).toMatch(/bestätigen/),
    },
    {
      route: 'POST /auth/forgotPassword',
      expected: publicRoute(200),
      call: (client, who) => client.post('/auth/forgotPassword', { email: who?.user.email ?? uniqueEmail() }),
    },
    {
      route: 'POST /auth/resetPassword',
      expected: publicRoute(200),
      call: async (client) => {
        const target = await createUser(app())
        await api(app()).post('/auth/forgotPassword', { email: target.user.email })
        const token = linkToken(await lastMailTo(app(), target.user.email), 'token')
        return client.post('/auth/resetPassword', {
          token,
          password: 'Neues-Passwort-1',
          password_confirmation: 'Neues-Passwort-1',
        })
      },
    },
    {
      route: 'POST /auth/confirmInfo',
      expected: anyState,
      call: (client, who) =>
        client.post('/auth/confirmInfo', {
          firstname: 'Geprüft',
          lastname: 'Person',
          email: who?.user.email ?? uniqueEmail(),
        }),
      effect: async (who) =>
        expect(await row(who)).toMatchObject({ firstname: 'Geprüft', email: who!.user.email }),
    },
    {
      route: 'GET /users/userinfo',
      expected: anyState,
      call: (client) => client.get('/users/userinfo'),
      effect: async (who, response) => expect(body(response).id).toBe(who!.user.id),
    },
    {
      route: 'GET /users/getUserByEmail',
      expected: teacherOnly,
      call: (client, _who, teacher) => client.get('/users/getUserByEmail', { email: teacher.user.email }),
    },
    {
      route: 'POST /users/tourSeen',
      expected: teacherOnly,
      call: (client) => client.post('/users/tourSeen', { tour: 'progress' }),
      effect: async (who) =>
        expect(await row(who)).toMatchObject({ showTour: true, seenTours: ['progress'] }),
    },
    {
      route: 'POST /account/updateName',
      expected: teacherOnly,
      call: (client) => client.post('/account/updateName', { firstname: 'Neuer', lastname: 'Name' }),
      effect: async (who) => expect(await row(who)).toMatchObject({ firstname: 'Neuer', lastname: 'Name' }),
    },
    {
      route: 'POST /account/updateTour',
      expected: teacherOnly,
      call: (client) => client.post('/account/updateTour', { show_tour: false }),
      effect: async (who) => expect(await row(who)).toMatchObject({ showTour: false }),
    },
    {
      route: 'POST /account/updateEmail',
      expected: teacherOnly,
      call: (client) => client.post('/account/updateEmail', { new_email: uniqueEmail('neu') }),
      effect: async (who) => expect((await row(who))?.newEmail).toMatch(/^neu-/),
    },
    {
      route: 'POST /account/updatePassword',
      expected: teacherOnly,
      call: (client) => client.post('/account/updatePassword', newPassword),
      effect: async (who) => {
        const login = { email: who!.user.email, password: newPassword.new_password }
        expect((await api(app()).post('/auth/login', login)).statusCode).toBe(200)
      },
    },
    {
      route: 'POST /general-feedbacks/send',
      expected: teacherOnly,
      call: (client) => client.post('/general-feedbacks/send', { type: 'question', content: 'Eine Frage' }),
      effect: async (who) => {
        const rows = await app()
          .ctx.db.select()
          .from(generalFeedbacks)
          .where(eq(generalFeedbacks.userId, who!.user.id))
        expect(rows).toHaveLength(1)
      },
    },
  ]
  return cases
}
