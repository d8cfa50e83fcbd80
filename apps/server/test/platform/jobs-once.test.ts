import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../../src/app'
import { runHourlyMaintenance } from '../../src/maintenance'
import { seedDemoIfEmpty } from '../../src/modules/demo/demo.service'
import { buildTestApp, type TestApp } from '../support/test-app'

/**
 * Scheduled jobs run once per installation, however many instances share the database (decision
 * 046). Two apps on one database stand for two instances; on PostgreSQL (postgres-run.mjs) their
 * claims go through separate connections of the pool and truly race.
 */
let t: TestApp
let other: FastifyInstance
beforeAll(async () => {
  t = await buildTestApp()
  other = await buildApp({ config: t.app.ctx.config, database: t.database, clock: t.clock, logger: false })
  await other.ready()
})
afterAll(async () => {
  await other.close()
  await t.close()
})

/** The value of `lernraster_jobs_total` for one job and outcome in an app's metrics (0 when absent). */
async function jobRuns(app: FastifyInstance, job: string, outcome: string): Promise<number> {
  const text = await app.ctx.metrics.registry.metrics()
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`lernraster_jobs_total{job="${job}",outcome="${outcome}"}`))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('the hourly maintenance', () => {
  test('two instances claiming the same hour at once: one runs it, the other skips it', async () => {
    const outcomes = await Promise.all([runHourlyMaintenance(t.app.ctx), runHourlyMaintenance(other.ctx)])
    expect(outcomes.sort()).toEqual(['ran', 'skipped'])
    expect((await jobRuns(t.app, 'maintenance', 'ran')) + (await jobRuns(other, 'maintenance', 'ran'))).toBe(
      1,
    )
    expect(
      (await jobRuns(t.app, 'maintenance', 'skipped')) + (await jobRuns(other, 'maintenance', 'skipped')),
    ).toBe(1)
  })

  test('the same instance later in the same hour skips it; the next hour runs again, once', async () => {
    expect(await runHourlyMaintenance(t.app.ctx)).toBe('skipped')
    t.clock.advanceMinutes(60)
    const outcomes = await Promise.all([runHourlyMaintenance(other.ctx), runHourlyMaintenance(t.app.ctx)])
    expect(outcomes.sort()).toEqual(['ran', 'skipped'])
  })
})

describe('the demo seeding at start', () => {
  test('two instances starting on one empty database: one creates the demo data and says so', async () => {
    const seeded = await Promise.all([seedDemoIfEmpty(t.app.ctx), seedDemoIfEmpty(other.ctx)])
    expect(seeded.sort()).toEqual([false, true])
    const teachers = await t.app.ctx.db.query.users.findMany({ columns: { email: true } })
    expect(teachers.filter((user) => user.email?.startsWith('demo@'))).toHaveLength(1)
  })
})
