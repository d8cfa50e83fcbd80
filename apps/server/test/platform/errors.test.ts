import { apiErrorSchema, authMessages, errorMessages } from '@lernraster/shared'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { API, api, createUser, TEST_PASSWORD } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** Every error answer has exactly the one shape; returns it for further checks. */
function errorBody(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const parsed = apiErrorSchema.strict().parse(response.json())
  return parsed
}

const postRaw = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } })

describe('bad input gets a clear 4xx in the one error shape', () => {
  it('answers malformed JSON with 400 invalidJson', async () => {
    const response = await postRaw(`${API}/auth/login`, '{"email": "a@b.ch", "password": ')
    expect(response.statusCode).toBe(400)
    expect(errorBody(response)).toEqual({ code: 'invalidJson', message: errorMessages.invalidJson })
  })

  it('refuses a __proto__ key with 400, never 500, and pollutes nothing', async () => {
    const response = await postRaw(
      `${API}/auth/login`,
      '{"__proto__":{"x":1},"email":"a@b.ch","password":"x"}',
    )
    expect(response.statusCode).toBe(400)
    expect(errorBody(response).code).toBe('invalidJson')
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('refuses a constructor.prototype key with 400', async () => {
    const response = await postRaw(
      `${API}/auth/login`,
      '{"constructor":{"prototype":{"x":1}},"email":"a@b.ch","password":"x"}',
    )
    expect(response.statusCode).toBe(400)
    expect(errorBody(response).code).toBe('invalidJson')
  })

  it('answers a wrong content type with 415 unsupportedMediaType', async () => {
    const response = await postRaw(`${API}/auth/login`, 'email=a@b.ch&password=x', 'text/plain')
    expect(response.statusCode).toBe(415)
    expect(errorBody(response)).toEqual({
      code: 'unsupportedMediaType',
      message: errorMessages.unsupportedMediaType,
    })
  })

  it('answers form data and a body without content type with 415 too', async () => {
    const form = await postRaw(
      `${API}/auth/login`,
      'email=a@b.ch&password=x',
      'application/x-www-form-urlencoded',
    )
    expect(form.statusCode).toBe(415)
    expect(errorBody(form).code).toBe('unsupportedMediaType')
    const bare = await t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: Buffer.from('{}') })
    expect(bare.statusCode).toBe(415)
    expect(errorBody(bare).code).toBe('unsupportedMediaType')
  })

  it('answers a body over 100 KB with 413 payloadTooLarge', async () => {
    const payload = JSON.stringify({ email: 'a@b.ch', password: 'x'.repeat(101 * 1024) })
    const response = await postRaw(`${API}/auth/login`, payload)
    expect(response.statusCode).toBe(413)
    expect(errorBody(response)).toEqual({ code: 'payloadTooLarge', message: errorMessages.payloadTooLarge })
  })

  it('accepts a body just under the limit as far as the size goes', async () => {
    // Same route, valid JSON just under 100 KB: the size passes and validation speaks instead.
    const payload = JSON.stringify({ firstname: 'x'.repeat(99 * 1024) })
    const response = await postRaw(`${API}/auth/register`, payload)
    expect(response.statusCode).toBe(422)
    const answer = errorBody(response)
    expect(answer.code).toBe('validation')
    expect(answer.errors?.firstname).toEqual(['Höchstens 100 Zeichen'])
  })

  it('names an unknown field with 422 "Unbekanntes Feld"', async () => {
    const response = await api(t.app).post('/auth/login', {
      email: 'a@b.ch',
      password: 'geheim-123',
      role_id: 1,
    })
    expect(response.statusCode).toBe(422)
    expect(errorBody(response)).toEqual({
      code: 'validation',
      message: errorMessages.validation,
      errors: { role_id: ['Unbekanntes Feld'] },
    })
  })

  it('names a missing required field with 422 errors.<field>', async () => {
    const response = await api(t.app).post('/auth/forgotPassword', {})
    expect(response.statusCode).toBe(422)
    expect(errorBody(response)).toEqual({
      code: 'validation',
      message: errorMessages.validation,
      errors: { email: [authMessages.emailInvalid] },
    })
  })

  it('answers a body that is not an object with 422, not 500', async () => {
    const response = await postRaw(`${API}/auth/login`, '[1,2,3]')
    expect(response.statusCode).toBe(422)
    expect(errorBody(response).code).toBe('validation')
  })

  it('answers an unknown API path with 404 notFound as JSON', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: `${API}/no/such/call` })
      expect(response.statusCode).toBe(404)
      expect(errorBody(response)).toEqual({ code: 'notFound', message: errorMessages.notFound })
    }
  })

  it('answers a known path with the wrong method with 404 notFound', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/auth/login` })
    expect(response.statusCode).toBe(404)
    expect(errorBody(response).code).toBe('notFound')
  })
})

describe('a 5xx never shows internal text', () => {
  it('answers 200 while the database is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind })
  })

  it('reports 503 from /readyz and a bare 500 from a route once the database is gone', async () => {
    const { user } = await createUser(t.app)
    const { database } = t
    await database.close()

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({
      code: 'unavailable',
      message: errorMessages.unavailable,
      reason: 'database does not answer',
    })
    // Alive all the same: a load balancer takes the instance out, nothing restarts it.
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(alive.statusCode).toBe(200)

    const login = await api(t.app).post('/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(login.statusCode).toBe(500)
    expect(errorBody(login)).toEqual({
      code: 'internal',
      message: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut!',
    })
    expect(login.body).not.toMatch(/select|from|stack|pglite|pool|closed|at \w+ \(/i)
    expect(login.body).not.toContain(user.email)
  })
})
