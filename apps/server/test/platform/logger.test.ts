import { describe, expect, it } from 'vitest'
import { maskUrl } from '../../src/lib/logger'
import { standingDemoLink } from '../../src/modules/demo/demo.service'
import { API, api, createUser, TEST_PASSWORD } from '../support/builders'
import { useTestApp } from '../support/test-app'

describe('maskUrl', () => {
  it.each([
    ['/auth/resetPassword?token=s3cr3t-Token_x', '/auth/resetPassword?token=***'],
    [
      '/auth/confirmEmail?email_confirmation_token=abc123&lang=de',
      '/auth/confirmEmail?email_confirmation_token=***&lang=de',
    ],
    ['/demo?token=abc&x=1', '/demo?token=***&x=1'],
    ['/api/teacher/v1/auth/demoLogin/abcDEF_123-x', '/api/teacher/v1/auth/demoLogin/***'],
    ['/api/teacher/v1/auth/demoLogin/abc?x=1', '/api/teacher/v1/auth/demoLogin/***?x=1'],
    ['/x?a=1&TOKEN=abc', '/x?a=1&TOKEN=***'],
  ])('masks %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked)
  })

  it('leaves a URL without secrets alone', () => {
    const url = '/api/teacher/v1/users/userinfo?tab=2&email=a%40b.ch'
    expect(maskUrl(url)).toBe(url)
  })
})

const lines: string[] = []
const t = useTestApp({}, { logStream: { write: (line) => void lines.push(line) } })

const logged = () => lines.join('')
const requestLines = () =>
  lines.map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string } })

describe('the request log', () => {
  it('has no password and no bearer token, but does log the requests', async () => {
    const { user, token } = await createUser(t.app)
    lines.length = 0

    const login = await api(t.app).post('/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(login.statusCode).toBe(200)
    const apiToken = login.json<{ api_token: string }>().api_token
    const wrong = await api(t.app).post('/auth/login', { email: user.email, password: 'Falsches-Passwort-1' })
    expect(wrong.statusCode).toBe(401)
    const invalid = await api(t.app).post('/auth/login', {
      email: user.email,
      password: 'Ungueltig-2',
      extra: 1,
    })
    expect(invalid.statusCode).toBe(422)
    const userinfo = await api(t.app, apiToken).get('/users/userinfo')
    expect(userinfo.statusCode).toBe(200)
    const changed = await api(t.app, token).post('/account/updatePassword', {
      current_password: TEST_PASSWORD,
      new_password: 'Neues-Passwort-3',
    })
    expect(changed.statusCode).toBe(200)

    const text = logged()
    for (const secret of [
      TEST_PASSWORD,
      'Falsches-Passwort-1',
      'Ungueltig-2',
      'Neues-Passwort-3',
      apiToken,
      token,
    ]) {
      expect(text).not.toContain(secret)
    }
    const urls = requestLines()
      .filter((line) => line.msg === 'request completed')
      .map((line) => `${line.req?.method} ${line.req?.url}`)
    expect(urls).toEqual([
      `POST ${API}/auth/login`,
      `POST ${API}/auth/login`,
      `POST ${API}/auth/login`,
      `GET ${API}/users/userinfo`,
      `POST ${API}/account/updatePassword`,
    ])
  })

  it('masks the token of a demo login path and of a link in the query', async () => {
    const link = await standingDemoLink(t.app.ctx)
    const demoToken = new URL(link).searchParams.get('token') ?? ''
    expect(demoToken).toHaveLength(43)
    lines.length = 0

    const demo = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${demoToken}` })
    expect(demo.statusCode).toBe(200)
    const demoApiToken = demo.json<{ api_token: string }>().api_token
    const page = await t.app.inject({ method: 'GET', url: `/auth/resetPassword?token=${demoToken}x` })
    expect(page.statusCode).toBe(503)

    const text = logged()
    expect(text).not.toContain(demoToken)
    expect(text).not.toContain(demoApiToken)
    const urls = requestLines()
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.req?.url)
    expect(urls).toEqual([`${API}/auth/demoLogin/***`, '/auth/resetPassword?token=***'])
  })
})
