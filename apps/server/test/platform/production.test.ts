import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createUser } from '../support/builders'
import { buildTestApp, type TestApp } from '../support/test-app'

let t: TestApp

beforeAll(async () => {
  // Nothing listens on port 1: mails stay in the outbox, which is what these tests look at.
  t = await buildTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:1',
    APP_URL: 'https://x.example',
  })
})

afterAll(async () => {
  await t.close()
})

describe('NODE_ENV=production', () => {
  it('has no development mailbox, even with mail in the outbox', async () => {
    const { user } = await createUser(t.app)
    expect((await api(t.app).post('/auth/forgotPassword', { email: user.email })).statusCode).toBe(200)
    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'notFound' })
      expect(response.body).not.toContain(user.email)
    }
  })

  it('tells browsers to upgrade to https when APP_URL is https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests')
  })
})
