import { errorMessages, schoolSignInMessages, studentSchoolSignInMessages } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { schoolAccounts, users } from '../../src/db/schema'
import { startTestProvider } from '../support/oidc-test-provider'
import { buildTestApp } from '../support/test-app'
import {
  apiBase,
  atProvider,
  buildOidcApp,
  finishSignIn,
  signIn,
  startSignIn,
  userInfo,
  useTestProvider,
} from './school-sign-in-helpers'

// The school sign-in's flow against a real OpenID provider (decision 043): what it accepts, and
// every way its answer is refused without a 500 and without an account made.

const provider = await useTestProvider()
const t = await buildOidcApp(provider.issuer)
let people = 0
/** A new student at the provider: its login name is its subject. */
function newStudent(claims: Record<string, unknown> = {}): string {
  const login = `lernende-${++people}`
  provider.people.set(login, { role: 'student', given_name: 'Mia', family_name: 'Muster', ...claims })
  return login
}
const accountsOf = (subject: string) =>
  t.app.ctx.db.select().from(schoolAccounts).where(eq(schoolAccounts.subject, subject))
const allUsers = () => t.app.ctx.db.select({ id: users.id }).from(users).orderBy(asc(users.id))
const refused = (message: string) => ({ code: 'invalidToken', message })

describe('without OIDC_ISSUER', () => {
  test('no button is offered and every call answers 404', async () => {
    const plain = await buildTestApp()
    try {
      expect((await plain.app.inject({ url: `${apiBase.teacher}/app-config` })).json()).toMatchObject({
        school_sign_in: false,
      })
      expect((await plain.app.inject({ url: `${apiBase.student}/auth/options` })).json()).toEqual({
        school_sign_in: false,
      })
      for (const base of Object.values(apiBase)) {
        const start = await plain.app.inject({ method: 'POST', url: `${base}/auth/oidc/start` })
        const finish = await plain.app.inject({
          method: 'POST',
          url: `${base}/auth/oidc/finish`,
          payload: { callback: '?code=x&state=y' },
        })
        for (const response of [start, finish]) {
          expect({ status: response.statusCode, body: response.json() }).toEqual({
            status: 404,
            body: { code: 'notFound', message: errorMessages.notFound },
          })
        }
      }
    } finally {
      await plain.close()
    }
  })
})

describe('a provider out of reach', () => {
  test('the start answers 503 with a sentence of its own, never a 500', async () => {
    const closed = await startTestProvider()
    const issuer = closed.issuer
    await closed.close()
    const unreachable = await buildOidcApp(issuer)
    const response = await unreachable.app.inject({
      method: 'POST',
      url: `${apiBase.student}/auth/oidc/start`,
    })
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 503,
      body: { code: 'unavailable', message: studentSchoolSignInMessages.unavailable },
    })
  })
})

describe('a student signs in with the school account', () => {
  test('the apps are told the button exists', async () => {
    expect((await t.app.inject({ url: `${apiBase.teacher}/app-config` })).json()).toMatchObject({
      school_sign_in: true,
    })
    expect((await t.app.inject({ url: `${apiBase.student}/auth/options` })).json()).toEqual({
      school_sign_in: true,
    })
  })

  test('the start sends the browser to the provider with PKCE, state and nonce', async () => {
    const started = await startSignIn(t.app, 'student')
    const url = new URL(started.url)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe('http://lernraster.test/student/login')
    const response = await t.app.inject({ method: 'POST', url: `${apiBase.student}/auth/oidc/start` })
    expect(response.cookies).toMatchObject([
      {
        name: 'lernraster_oidc',
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: 600,
        path: '/api/student/v1/auth/oidc/',
      },
    ])
  })

  test('the first sign-in makes the account, the second signs into the same one', async () => {
    const login = newStudent({ given_name: 'Lia', family_name: 'Brunner' })
    const first = await signIn(t.app, 'student', login)
    expect(first.statusCode, first.body).toBe(200)
    // The flow is forgotten, and the browser is trusted as at a password login (decision 010).
    const cookies = Object.fromEntries(first.cookies.map((cookie) => [cookie.name, cookie]))
    expect(cookies.lernraster_oidc).toMatchObject({
      value: '',
      maxAge: 0,
      path: '/api/student/v1/auth/oidc/',
    })
    expect(cookies.lernraster_device).toMatchObject({ httpOnly: true, path: '/api/student/v1/auth/' })
    const info = (await userInfo(t.app, 'student', first.json().api_token)).json()
    expect(info).toMatchObject({ firstname: 'Lia', lastname: 'Brunner', email: null, role_id: 2 })
    expect(info.must_change_password).toBe(false)
    const second = await signIn(t.app, 'student', login)
    expect(second.statusCode).toBe(200)
    expect((await userInfo(t.app, 'student', second.json().api_token)).json().id).toBe(info.id)
    expect(await accountsOf(login)).toHaveLength(1)
  })

  test('two first sign-ins at the same moment make one account', async () => {
    const login = newStudent()
    const flows = await Promise.all([startSignIn(t.app, 'student'), startSignIn(t.app, 'student')])
    const answers = await Promise.all(flows.map((flow) => atProvider('student', flow.url, login)))
    const before = (await allUsers()).length
    const finished = await Promise.all(
      flows.map((flow, index) => finishSignIn(t.app, 'student', flow, answers[index]!)),
    )
    expect(finished.map((response) => response.statusCode)).toEqual([200, 200])
    const ids = await Promise.all(
      finished.map(
        async (response) => (await userInfo(t.app, 'student', response.json().api_token)).json().id,
      ),
    )
    expect(ids[0]).toBe(ids[1])
    expect(await accountsOf(login)).toHaveLength(1)
    expect((await allUsers()).length).toBe(before + 1)
  })
})

describe('refused answers make no account and no 500', () => {
  test('a wrong state', async () => {
    const login = newStudent()
    const started = await startSignIn(t.app, 'student')
    const answer = new URLSearchParams(await atProvider('student', started.url, login))
    answer.set('state', 'ein-anderer-zustand')
    const response = await finishSignIn(t.app, 'student', started, `?${answer}`)
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 422,
      body: refused(studentSchoolSignInMessages.expired),
    })
    expect(await accountsOf(login)).toEqual([])
  })

  test('an answer from another browser (no flow cookie), or after ten minutes', async () => {
    const login = newStudent()
    const started = await startSignIn(t.app, 'teacher')
    const answer = await atProvider('teacher', started.url, login)
    const elsewhere = await finishSignIn(t.app, 'teacher', undefined, answer)
    expect(elsewhere.json()).toEqual(refused(schoolSignInMessages.expired))
    t.clock.advanceMinutes(11)
    const late = await finishSignIn(t.app, 'teacher', started, answer)
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 422,
      body: refused(schoolSignInMessages.expired),
    })
    expect(await accountsOf(login)).toEqual([])
  })

  test('a flow of the teacher app is not accepted by the student app', async () => {
    const started = await startSignIn(t.app, 'teacher')
    const answer = await atProvider('teacher', started.url, newStudent())
    const response = await finishSignIn(t.app, 'student', started, answer)
    expect(response.json()).toEqual(refused(studentSchoolSignInMessages.expired))
  })

  test('a code used a second time', async () => {
    const login = newStudent()
    const started = await startSignIn(t.app, 'student')
    const answer = await atProvider('student', started.url, login)
    expect((await finishSignIn(t.app, 'student', started, answer)).statusCode).toBe(200)
    const replayed = await finishSignIn(t.app, 'student', started, answer)
    expect({ status: replayed.statusCode, body: replayed.json() }).toEqual({
      status: 422,
      body: refused(studentSchoolSignInMessages.failed),
    })
  })

  test('an ID token with another nonce than the one this browser was given', async () => {
    const login = newStudent()
    const started = await startSignIn(t.app, 'student')
    const url = new URL(started.url)
    url.searchParams.set('nonce', 'eine-fremde-nonce-1234567890')
    const response = await finishSignIn(
      t.app,
      'student',
      started,
      await atProvider('student', url.href, login),
    )
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 422,
      body: refused(studentSchoolSignInMessages.failed),
    })
    expect(await accountsOf(login)).toEqual([])
  })

  test('the person cancels at the provider', async () => {
    const started = await startSignIn(t.app, 'teacher')
    const response = await finishSignIn(
      t.app,
      'teacher',
      started,
      await atProvider('teacher', started.url, 'abort'),
    )
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 422,
      body: refused(schoolSignInMessages.denied),
    })
  })

  test('a person the provider marks neither teacher nor student', async () => {
    const login = newStudent({ role: 'parent' })
    const response = await signIn(t.app, 'teacher', login)
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: { code: 'forbidden', message: schoolSignInMessages.noRole },
    })
    expect(await accountsOf(login)).toEqual([])
  })
})
