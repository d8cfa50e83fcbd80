import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { api, createUser } from '../support/builders'
import { pooledPglite } from '../support/pglite-pool'
import { buildTestApp } from '../support/test-app'

/** What a test could see of the state before it: counts, the next ids and the session's settings. */
async function stateOf(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const counted = await app.database.db.execute(sql`
    select (select count(*)::int from users) as users, (select count(*)::int from subjects) as subjects,
           (select count(*)::int from countries) as countries,
           current_setting('TimeZone') as zone`)
  return resultRows<{ users: number; subjects: number; countries: number; zone: string }>(counted)[0]!
}

// Decision 036: the API tests on PGlite hand one engine to file after file. What one file wrote must
// be gone for the next, and an engine whose schema a file changed must not be handed out again.
describe.skipIf(process.env.TEST_DATABASE_URL)('the engines the test files share', () => {
  test('a released engine comes back as the template was: no rows, the same next ids, no settings', async () => {
    const first = await buildTestApp()
    const before = await stateOf(first)
    const { user, token } = await createUser(first.app)
    expect(before.countries).toBeGreaterThan(0)
    const subject = await api(first.app, token).post('/subjects/store', { title: 'Mathematik', token: 'MA' })
    expect(subject.statusCode).toBe(200)
    await first.database.db.execute(sql`set TimeZone = 'Pacific/Auckland'`)
    expect(await stateOf(first)).not.toEqual(before)
    const engine = first.database.pglite
    await first.close()

    const second = await buildTestApp()
    expect(second.database.pglite).toBe(engine)
    expect(await stateOf(second)).toEqual(before)
    const again = await createUser(second.app)
    expect(again.user.id).toBe(user.id)
    await second.close()
  })

  test('an engine whose schema a test changed, or that a test closed, is not handed out again', async () => {
    const altered = await pooledPglite()
    await altered.database.db.execute(sql`alter table subjects add column left_over int`)
    const engine = altered.database.pglite
    altered.release()
    const next = await pooledPglite()
    expect(next.database.pglite).not.toBe(engine)
    expect(engine!.closed).toBe(true)

    await next.database.close()
    next.release()
    const after = await pooledPglite()
    expect(after.database.pglite).not.toBe(next.database.pglite)
    after.release()
  })
})
