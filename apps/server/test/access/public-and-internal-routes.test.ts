import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { API, createCallers, createUser, uniqueEmail } from '../support/builders'
import { buildTestApp, type TestApp } from '../support/test-app'

const SECRET = 'a-secret-only-the-server-and-its-owner-know'
const METRICS_TOKEN = 'a-scraper-token-of-at-least-32-characters'

/**
 * The routes outside the accounts area: the public ones answer everybody the same; the internal
 * admin route answers only the loopback caller holding the secret, whoever's token comes along.
 */
let t: TestApp
let callers: Awaited<ReturnType<typeof createCallers>>
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN }, { adminSecret: SECRET })
  callers = await createCallers(t.app)
})
afterAll(() => t.close())

const tokens = () => ({
  anonymous: undefined,
  student: callers.student.token,
  unconfirmed: callers.unconfirmed.token,
  notActivated: callers.notActivated.token,
  teacher: callers.teacher.token,
})

describe('public routes answer every caller alike', () => {
  const urls = [
    '/healthz',
    '/readyz',
    `${API}/app-config`,
    `${API}/openapi.json`,
    '/dev/mailbox.json',
    '/docs/agb.html',
  ]
  for (const url of urls) {
    test(url, async () => {
      for (const [who, token] of Object.entries(tokens())) {
        const response = await t.app.inject({
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
        expect(response.statusCode, who).toBe(200)
      }
    })
  }

  test('app-config names the installation and no secret', async () => {
    const response = await t.app.inject({ url: `${API}/app-config` })
    expect(response.json()).toEqual({
      product_domain: 'lernraster.example',
      contact_email: 'kontakt@lernraster.example',
      activation_wait_hours: 24,
      password_reset_hours: 3,
      school_sign_in: false,
      urls: {
        store: 'http://lernraster.test/store',
        student: 'http://lernraster.test/student',
        backoffice: 'http://localhost:3003',
        website: 'https://lernraster.example',
      },
    })
  })
})

describe('GET /metrics', () => {
  const scrape = (headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ url: '/metrics', headers, remoteAddress })
  const stranger = '192.0.2.10'

  test('answers a caller on this machine without a token', async () => {
    const response = await scrape({}, '127.0.0.1')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
  })

  test('is an unknown path to another machine, whatever account token it brings', async () => {
    for (const [who, token] of Object.entries(tokens())) {
      const response = await scrape(token ? { authorization: `Bearer ${token}` } : {}, stranger)
      expect(response.statusCode, who).toBe(404)
      expect(response.json(), who).toMatchObject({ code: 'notFound' })
    }
    expect((await scrape({ authorization: `Bearer ${METRICS_TOKEN}x` }, stranger)).statusCode).toBe(404)
    // Through a proxy on this machine the caller is somebody else (lib/local-caller.ts).
    expect((await scrape({ 'x-forwarded-for': '203.0.113.5' }, '127.0.0.1')).statusCode).toBe(404)
  })

  test('answers another machine holding METRICS_TOKEN', async () => {
    const response = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` }, stranger)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('lernraster_http_requests_total')
  })
})

describe('POST /internal/admin', () => {
  const activate = (email: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/internal/admin',
      payload: { name: 'activate', email },
      headers,
      remoteAddress,
    })

  test('refuses every caller without the secret, whatever their token, and changes nothing', async () => {
    const target = await createUser(t.app, { activated: false, email: uniqueEmail('wartend') })
    for (const [who, token] of Object.entries(tokens())) {
      const response = await activate(target.user.email, token ? { authorization: `Bearer ${token}` } : {})
      expect(response.statusCode, who).toBe(403)
      expect(response.json(), who).toMatchObject({ code: 'forbidden' })
    }
    const wrong = await activate(target.user.email, { 'x-admin-secret': `${SECRET}x` })
    expect(wrong.statusCode).toBe(403)
    const info = await t.app.inject({
      url: `${API}/users/userinfo`,
      headers: { authorization: `Bearer ${target.token}` },
    })
    expect(info.json()).toMatchObject({ activated: false })
  })

  test('refuses the right secret from another machine', async () => {
    const target = await createUser(t.app, { activated: false })
    const response = await activate(target.user.email, { 'x-admin-secret': SECRET }, '192.0.2.10')
    expect(response.statusCode).toBe(403)
  })

  test('runs the command for the loopback caller with the secret', async () => {
    const target = await createUser(t.app, { activated: false })
    const response = await activate(target.user.email, { 'x-admin-secret': SECRET })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ output: `Activated ${target.user.email}.` })
    const info = await t.app.inject({
      url: `${API}/users/userinfo`,
      headers: { authorization: `Bearer ${target.token}` },
    })
    expect(info.json()).toMatchObject({ activated: true })
  })

  test('a malformed command is a 422 with the secret and a 403 without it, never a 500', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/internal/admin', payload: { name: 'drop-everything' }, headers })
    expect((await send({ 'x-admin-secret': SECRET })).statusCode).toBe(422)
    expect((await send({})).statusCode).toBe(403)
  })
})

test('without an admin secret (PostgreSQL, tests) the internal route does not exist', async () => {
  const plain = await buildTestApp()
  try {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/internal/admin',
      payload: { name: 'users' },
    })
    expect(response.statusCode).toBe(404)
  } finally {
    await plain.close()
  }
})
