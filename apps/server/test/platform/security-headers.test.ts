import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { API, api, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** A page's set: the web app, /healthz, /readyz, and stored files a browser opens (decision 020). */
function expectDocumentHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
  // APP_URL of the tests is http: no upgrade-insecure-requests, which would break plain local use.
  expect(csp).not.toContain('upgrade-insecure-requests')
  expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains/)
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
}

/** The API's JSON answers: OWASP's REST set, no page policy (decision 020). */
function expectApiHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains/)
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['x-frame-options']).toBe('DENY')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
  expect(response.headers['cache-control']).toBe('no-store')
  // Nothing of the page's set that means nothing to JSON.
  expect(response.headers['cross-origin-opener-policy']).toBeUndefined()
  expect(response.headers['origin-agent-cluster']).toBeUndefined()
}

describe('security headers', () => {
  it('are on a successful API answer, which is never cached', async () => {
    const { token } = await createUser(t.app)
    const response = await api(t.app, token).get('/users/userinfo')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ email_confirmed: true, activated: true })
    expectApiHeaders(response)
  })

  it('are on an API error answer, which is never cached either', async () => {
    const response = await api(t.app).get('/users/userinfo')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'unauthenticated' })
    expectApiHeaders(response)
  })

  it('are on /healthz and /readyz', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.json(), url).toMatchObject({ status: 'ok' })
      expectDocumentHeaders(response)
    }
  })

  it('are on the 404 of an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/does-not-exist` })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'notFound' })
    expectApiHeaders(response)
  })

  it("are the page's on the routes of stored files, which a browser opens itself", async () => {
    const { token } = await createUser(t.app)
    for (const url of [`${API}/files/999999`, '/api/student/v1/files/999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expectDocumentHeaders(response)
    }
  })
})

describe('CORS is closed by default', () => {
  it('sends no access-control-allow-origin to a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/app-config`,
      headers: { origin: 'http://store.example' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ product_domain: 'lernraster.example' })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('does not answer a preflight with an allowance', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: `${API}/auth/login`,
      headers: {
        origin: 'http://store.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'notFound' })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-methods']).toBeUndefined()
  })
})
