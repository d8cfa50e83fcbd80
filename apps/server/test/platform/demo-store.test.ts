import type { AvailableModule, CrystalHistory, StorePage } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { resetDemoAccounts, seedDemoIfEmpty, standingDemoLink } from '../../src/modules/demo/demo.service'
import { API, api, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// The demo's store (demo-store.ts, decision 018): what `npm start` shows, and what the reset keeps.

const t = useTestApp()

async function demoToken(): Promise<string> {
  const token = new URL(await standingDemoLink(t.app.ctx)).searchParams.get('token')
  const response = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
  return response.json().api_token
}

const storeOf = async (token: string) => (await api(t.app, token).get('/store/modules')).json() as StorePage

beforeAll(async () => {
  expect(await seedDemoIfEmpty(t.app.ctx)).toBe(true)
})

describe('the demo store', () => {
  it('lists three sample modules, newest first, and the demo teacher bought the earlier Prozentrechnen', async () => {
    const token = await demoToken()
    const store = await storeOf(token)
    expect(store.items.map((item) => [item.name, item.crystals, item.country.title])).toEqual([
      ['Prozentrechnen', 25, 'Schweiz'],
      ['Satzglieder bestimmen', 0, 'Deutschland'],
      ['Wetter und Klima', 10, 'Schweiz'],
    ])
    const prozent = store.items[0]!
    expect(prozent).toMatchObject({
      purchased: false,
      owns_earlier_version: true,
      your_price: 0,
      buyers_count: 1,
    })

    const purchased = (await api(t.app, token).get('/modules/purchased')).json() as AvailableModule[]
    expect(purchased.map((module) => [module.name, module.outdated, module.store_module_id])).toEqual([
      ['Prozentrechnen', true, prozent.id],
    ])
    const history = (await api(t.app, token).get('/crystals/history')).json() as CrystalHistory
    expect(history.balance).toBe(75)
    expect(history.items.map((entry) => [entry.kind, entry.amount, entry.balance_after])).toEqual([
      ['purchase', -25, 75],
      ['start', 100, 100],
    ])
  })

  const auditLines = async () =>
    resultRows<{ id: number; amount: number }>(
      await t.app.ctx.db.execute(sql`select id, amount from store_audit order by id`),
    )

  it("keeps the samples and a real buyer's purchase through the nightly reset, and restores the demo's", async () => {
    const teacher = await createUser(t.app)
    const before = await storeOf(teacher.token)
    const wetter = before.items.find((item) => item.name === 'Wetter und Klima')!
    const bought = await api(t.app, teacher.token).post('/modules/purchase', { id: wetter.id, crystals: 10 })
    expect(bought.statusCode, bought.body).toBe(200)

    const demo = await demoToken()
    const spent = await api(t.app, demo).post('/modules/purchase', { id: wetter.id, crystals: 10 })
    expect(spent.json()).toMatchObject({ balance: 65 })

    const trailBefore = await auditLines()
    await resetDemoAccounts(t.app.ctx)
    // The reset re-seeds the demo's purchase: the append-only trail must not gain a line for it
    // every night (decision 054); the two real purchases above stay in it.
    expect(await auditLines()).toEqual(trailBefore)
    expect(trailBefore.slice(-2).map((line) => line.amount)).toEqual([-10, -10])
    expect((await storeOf(teacher.token)).items.map((item) => item.id)).toEqual(
      before.items.map((item) => item.id),
    )
    const kept = (await api(t.app, teacher.token).get('/modules/purchased')).json() as AvailableModule[]
    expect(kept.map((module) => module.id)).toEqual([wetter.id])
    const restored = (await api(t.app, await demoToken()).get('/crystals/history')).json() as CrystalHistory
    expect(restored.balance).toBe(75)
    expect(restored.total).toBe(2)
  })
})
