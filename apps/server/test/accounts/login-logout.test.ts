import { Role } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { apiTokens } from '../../src/db/schema'
import { hashToken, newToken } from '../../src/lib/secrets'
import { standingDemoLink } from '../../src/modules/demo/demo.service'
import { insertDemoLink } from '../../src/modules/demo/demo-links.repo'
import { answer, api, body, createUser, TEST_PASSWORD, uniqueEmail } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const login = (payload: object) => api(t.app).post('/auth/login', payload)
const tokenOf = (response: { json(): unknown }) => (response.json() as { api_token: string }).api_token
const sessionsOf = async (userId: number) =>
  (await t.app.ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))).length
const invalidCredentials = {
  status: 401,
  body: { code: 'invalidCredentials', message: 'Das Passwort oder der Benutzername ist nicht korrekt' },
}
const unauthenticated = {
  status: 401,
  body: { code: 'unauthenticated', message: 'Bitte melden Sie sich an.' },
}

describe('login', () => {
  test('the right password gives a new bearer token that userinfo accepts', async () => {
    const { user } = await createUser(t.app)
    const response = await login({ email: user.email, password: TEST_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(Object.keys(body(response))).toEqual(['api_token'])
    const token = tokenOf(response)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await sessionsOf(user.id)).toBe(2)
    // Only the hash is stored.
    const stored = await t.app.ctx.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(token)))
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(body(await api(t.app, token).get('/users/userinfo'))).toMatchObject({ id: user.id })
  })

  test('a wrong e-mail and a wrong password give the same status and body', async () => {
    const { user } = await createUser(t.app)
    const wrongPassword = await login({ email: user.email, password: `${TEST_PASSWORD}x` })
    const wrongEmail = await login({ email: uniqueEmail('niemand'), password: TEST_PASSWORD })
    expect(answer(wrongPassword)).toEqual(invalidCredentials)
    expect(answer(wrongEmail)).toEqual(answer(wrongPassword))
    expect(await sessionsOf(user.id)).toBe(1)
  })

  test('a password over the 128 characters no account can have is just a wrong password', async () => {
    const { user } = await createUser(t.app)
    const tooLong = await login({ email: user.email, password: `${TEST_PASSWORD}${'x'.repeat(200)}` })
    expect(answer(tooLong)).toEqual(invalidCredentials)
  })

  test.each([
    ['no fields', {}, ['email', 'password']],
    ['no password', { email: 'a@schule.example' }, ['password']],
    ['blank e-mail', { email: '   ', password: TEST_PASSWORD }, ['email']],
    ['empty password', { email: 'a@schule.example', password: '' }, ['password']],
  ])('%s: 422 "Die Emailadresse oder das Passwort fehlt."', async (_name, payload, fields) => {
    const errors = Object.fromEntries(
      fields.map((field) => [field, ['Die Emailadresse oder das Passwort fehlt.']]),
    )
    expect(answer(await login(payload))).toEqual({
      status: 422,
      body: { code: 'validation', message: 'Bitte prüfen Sie Ihre Eingaben.', errors },
    })
  })

  test('a student logs in but gets no further than 403 studentNotAllowed', async () => {
    const { user } = await createUser(t.app, { role: Role.student })
    const response = await login({ email: user.email, password: TEST_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(answer(await api(t.app, tokenOf(response)).get('/users/userinfo'))).toEqual({
      status: 403,
      body: { code: 'studentNotAllowed', message: 'Lernende haben keinen Zugang zur Lehrer-App.' },
    })
  })
})

describe('logout', () => {
  test('revokes exactly the token it was called with', async () => {
    const { user, token: other } = await createUser(t.app)
    const current = tokenOf(await login({ email: user.email, password: TEST_PASSWORD }))
    expect(await sessionsOf(user.id)).toBe(2)

    expect(answer(await api(t.app, current).post('/auth/logout'))).toEqual({
      status: 200,
      body: { message: 'logged out' },
    })
    expect(answer(await api(t.app, current).get('/users/userinfo'))).toEqual(unauthenticated)
    expect(answer(await api(t.app, current).post('/auth/logout'))).toEqual(unauthenticated)
    expect((await api(t.app, other).get('/users/userinfo')).statusCode).toBe(200)
    expect(await sessionsOf(user.id)).toBe(1)
  })

  test('without a token answers 401 and revokes nothing', async () => {
    const { user } = await createUser(t.app)
    expect(answer(await api(t.app).post('/auth/logout'))).toEqual(unauthenticated)
    expect(await sessionsOf(user.id)).toBe(1)
  })
})

describe('demo login', () => {
  test('a demo link logs into the demo teacher account', async () => {
    const url = await standingDemoLink(t.app.ctx)
    const token = new URL(url).searchParams.get('token')!
    const response = await api(t.app).post(`/auth/demoLogin/${token}`)
    expect(response.statusCode).toBe(200)
    const info = await api(t.app, tokenOf(response)).get('/users/userinfo')
    expect(body(info)).toMatchObject({
      email: 'demo@lernraster.example',
      is_demo: true,
      email_confirmed: true,
      activated: true,
    })
    // A link is reusable by every visitor of the demo; each gets a session of their own.
    const again = await api(t.app).post(`/auth/demoLogin/${token}`)
    expect(again.statusCode).toBe(200)
    expect(tokenOf(again)).not.toBe(tokenOf(response))
  })

  test('an unknown token and a link to a non-demo account are refused', async () => {
    const invalid = {
      status: 422,
      body: { code: 'invalidToken', message: 'Dieser Code oder Link ist ungültig oder abgelaufen.' },
    }
    expect(answer(await api(t.app).post(`/auth/demoLogin/${newToken()}`))).toEqual(invalid)

    const { user } = await createUser(t.app)
    const token = newToken()
    await insertDemoLink(t.app.ctx.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      purpose: 'cli',
      now: t.app.ctx.clock.now(),
    })
    expect(answer(await api(t.app).post(`/auth/demoLogin/${token}`))).toEqual(invalid)
    expect(await sessionsOf(user.id)).toBe(1)
  })
})
