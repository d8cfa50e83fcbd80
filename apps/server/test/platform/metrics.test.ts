import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox } from '../../src/db/schema'
import { MAX_ATTEMPTS } from '../../src/mail/delivery'
import { enqueueMail } from '../../src/mail/outbox'
import { API, api, createUser } from '../support/builders'
import { buildTestApp, type TestApp } from '../support/test-app'

/** /metrics, /healthz and /readyz (decision 046); who may scrape is in public-and-internal-routes.test.ts. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const scrape = async () => {
  const response = await t.app.inject({ url: '/metrics' })
  expect(response.statusCode).toBe(200)
  return response.body
}

describe('GET /metrics', () => {
  test('answers in the text format with every family after a few requests', async () => {
    const { token } = await createUser(t.app)
    await api(t.app, token).get('/groups')
    await api(t.app).get('/groups')
    const unsubscribe = t.app.ctx.live.subscribe(1, () => {})
    const body = await scrape()
    unsubscribe()

    const response = await t.app.inject({ url: '/metrics' })
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    for (const family of [
      'lernraster_http_requests_total',
      'lernraster_http_request_duration_seconds',
      'lernraster_jobs_total',
      'lernraster_mails',
      'lernraster_mail_send_failures_total',
      'lernraster_live_streams',
      'lernraster_database_info',
    ]) {
      expect(body).toMatch(new RegExp(`^# TYPE ${family} `, 'm'))
    }
    expect(body).toContain(
      `lernraster_http_requests_total{method="GET",route="${API}/groups",status="200"} 1`,
    )
    expect(body).toContain(
      `lernraster_http_requests_total{method="GET",route="${API}/groups",status="401"} 1`,
    )
    expect(body).toMatch(
      new RegExp(
        `lernraster_http_request_duration_seconds_bucket\\{le="\\+Inf",method="GET",route="${API}/groups"\\} 2`,
      ),
    )
    expect(body).toContain('lernraster_live_streams{audience="teacher"} 1')
    expect(body).toContain('lernraster_live_streams{audience="student"} 0')
    expect(body).toContain(`lernraster_database_info{kind="${t.database.kind}"} 1`)
    if (t.database.kind === 'postgres')
      expect(body).toMatch(/^lernraster_db_pool_connections\{state="total"\} \d+$/m)
    else expect(body).not.toContain('lernraster_db_pool_connections{')
  })

  test('labels carry the route pattern, never the ids or tokens of the URL', async () => {
    const secret = 'Zq7-a-demo-token-nobody-may-read-in-metrics'
    await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${secret}` })
    await t.app.inject({ url: `${API}/groups/987654321` })
    await t.app.inject({ url: '/no/such/path/4242' })
    const body = await scrape()
    expect(body).not.toContain(secret)
    expect(body).not.toContain('987654321')
    expect(body).not.toContain('4242')
    expect(body).toContain(`route="${API}/auth/demoLogin/:token"`)
    expect(body).toContain('route="(unmatched)"')
  })

  test('counts the mails of the outbox that wait and those given up', async () => {
    const mail = { to: 'eltern@schule.example', subject: 'Test', text: 'Hallo', html: '<p>Hallo</p>' }
    const now = t.clock.now()
    await enqueueMail(t.app.ctx.db, mail, now, false)
    await enqueueMail(t.app.ctx.db, { ...mail, to: 'niemand@schule.example' }, now, false)
    await t.app.ctx.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS })
      .where(eq(mailOutbox.to, 'niemand@schule.example'))
    const body = await scrape()
    expect(body).toMatch(/^lernraster_mails\{state="queued"\} [1-9]\d*$/m)
    expect(body).toContain('lernraster_mails{state="failed"} 1')
  })
})

describe('/healthz and /readyz', () => {
  test('healthz says alive; readyz says ready on a migrated database', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok', database: t.database.kind })
  })

  test('readyz answers 503 while the last migration is not applied', async () => {
    const scratch = await buildTestApp()
    try {
      // As on a database that an older release migrated: the newest migration is not recorded.
      await scratch.app.ctx.db.execute(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      )
      const ready = await scratch.app.inject({ url: '/readyz' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ code: 'unavailable', reason: '1 migration(s) not applied' })
      expect((await scratch.app.inject({ url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await scratch.close()
    }
  })
})
