import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { apiTokens } from '../../src/db/schema'
import { hashToken } from '../../src/lib/secrets'
import { API, answer, api, createUser, TEST_PASSWORD } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Short lifetimes, so that the configured values (not the defaults) are what expires the tokens.
const t = useTestApp({ TOKEN_IDLE_MINUTES: '30', TOKEN_MAX_DAYS: '1' })

const unauthenticated = {
  status: 401,
  body: { code: 'unauthenticated', message: 'Bitte melden Sie sich an.' },
}
const userinfo = (token: string) => api(t.app, token).get('/users/userinfo')
const withHeaders = (headers: Record<string, string>, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}/users/userinfo`, headers, cookies })

describe('token expiry', () => {
  test('a token unused for TOKEN_IDLE_MINUTES expires', async () => {
    const { token } = await createUser(t.app)
    const { token: untouched } = await createUser(t.app)
    t.clock.advanceMinutes(29)
    expect((await userinfo(token)).statusCode).toBe(200)
    t.clock.advanceMinutes(1)
    expect(answer(await userinfo(untouched))).toEqual(unauthenticated)
    // The request at minute 29 moved the idle limit of `token` to minute 59.
    expect((await userinfo(token)).statusCode).toBe(200)
  })

  test('activity keeps a token alive; idleness then ends it', async () => {
    const { token } = await createUser(t.app)
    for (let step = 0; step < 4; step++) {
      t.clock.advanceMinutes(25)
      expect((await userinfo(token)).statusCode).toBe(200)
    }
    const [row] = await t.app.ctx.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(token)))
    expect(row!.lastUsedAt).toEqual(t.clock.now())
    t.clock.advanceMinutes(30)
    expect(answer(await userinfo(token))).toEqual(unauthenticated)
  })

  test('even an active token ends after TOKEN_MAX_DAYS', async () => {
    const { token } = await createUser(t.app)
    // 71 requests 20 minutes apart: 23 h 40 min of constant use.
    for (let step = 1; step < 72; step++) {
      t.clock.advanceMinutes(20)
      expect((await userinfo(token)).statusCode, `after ${step * 20} minutes`).toBe(200)
    }
    t.clock.advanceMinutes(20)
    expect(answer(await userinfo(token))).toEqual(unauthenticated)
  })

  test('an expired token cannot log out either, and a fresh login works', async () => {
    const { user, token } = await createUser(t.app)
    t.clock.advanceMinutes(31)
    expect(answer(await api(t.app, token).post('/auth/logout'))).toEqual(unauthenticated)
    const login = await api(t.app).post('/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(login.statusCode).toBe(200)
  })
})

describe('how the token must be sent', () => {
  test('the api_token cookie alone is not accepted; the same token as bearer is', async () => {
    const { token } = await createUser(t.app)
    expect(answer(await withHeaders({}, { api_token: token }))).toEqual(unauthenticated)
    expect(answer(await withHeaders({ cookie: `api_token=${token}` }))).toEqual(unauthenticated)
    expect((await withHeaders({ authorization: `Bearer ${token}` })).statusCode).toBe(200)
  })

  test('the scheme name is case-insensitive, the token is not', async () => {
    const { token } = await createUser(t.app)
    expect((await withHeaders({ authorization: `bearer ${token}` })).statusCode).toBe(200)
    expect((await withHeaders({ authorization: `BEARER ${token}` })).statusCode).toBe(200)
    expect(answer(await withHeaders({ authorization: `Bearer ${token.toUpperCase()}` }))).toEqual(
      unauthenticated,
    )
  })

  test('a cookie does not authorise a write either', async () => {
    const { user, token } = await createUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/account/updateName`,
      payload: { firstname: 'Csrf', lastname: 'Angriff' },
      cookies: { api_token: token },
    })
    expect(answer(response)).toEqual(unauthenticated)
    const info = await userinfo(token)
    expect(info.json()).toMatchObject({ id: user.id, firstname: 'Vreni', lastname: 'Muster' })
  })

  test.each([
    ['no scheme', (token: string) => token],
    ['Basic scheme', (token: string) => `Basic ${token}`],
    ['Token scheme', (token: string) => `Token ${token}`],
    ['scheme only', () => 'Bearer'],
    ['empty bearer', () => 'Bearer '],
    ['two spaces', (token: string) => `Bearer  ${token}`],
    ['trailing text', (token: string) => `Bearer ${token} extra`],
    ['two tokens', (token: string) => `Bearer ${token},${token}`],
    ['truncated token', (token: string) => `Bearer ${token.slice(0, -1)}`],
    ['token with a foreign character', (token: string) => `Bearer ${token.slice(0, -1)}*`],
    ['unknown token', () => `Bearer ${'A'.repeat(43)}`],
  ])('malformed Authorization header (%s): 401', async (_name, header) => {
    const { token } = await createUser(t.app)
    expect(answer(await withHeaders({ authorization: header(token) }))).toEqual(unauthenticated)
    expect((await withHeaders({ authorization: `Bearer ${token}` })).statusCode).toBe(200)
  })
})
