import { Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { balanceOf, listedModule, rows, setBalance } from './store-fixtures'

// Issue 14: purchases at the same moment (decision 018). On PostgreSQL (TEST_DATABASE_URL) the calls
// really run side by side on the pool's connections; on PGlite they are serialised, and the same
// checks hold.

const t = useTestApp()
let provider: TestUser
const authors: TestUser[] = []
const offers: { copyId: number; price: number; authorIndex: number }[] = []

beforeAll(async () => {
  provider = await createUser(t.app, { role: Role.admin })
  for (let index = 0; index < 3; index++) authors.push(await createUser(t.app))
  for (const [index, price] of [10, 25, 50, 100].entries()) {
    const authorIndex = index % 3
    const { copyId } = await listedModule(
      t.app,
      { author: authors[authorIndex]!, provider },
      { name: `Modul ${price}`, meta: { crystals: price } },
    )
    offers.push({ copyId, price, authorIndex })
  }
})

interface LedgerCheck {
  balances: number
  put_in: number
  negative: number
  /** Accounts whose balance is not their newest entry's balance_after. */
  drifted: number
  /** Purchases (paid ones) without exactly one purchase and one sale entry. */
  unmatched: number
}

const ledgerCheck = async () =>
  (
    await rows<LedgerCheck>(
      t.app,
      sql`select
        (select sum(balance)::int from crystal_accounts) as balances,
        (select sum(amount)::int from crystal_entries where kind in ('start', 'grant', 'correction')) as put_in,
        (select count(*)::int from crystal_accounts where balance < 0) as negative,
        (select count(*)::int from crystal_accounts a where a.balance <> (
          select e.balance_after from crystal_entries e where e.user_id = a.user_id order by e.id desc limit 1)) as drifted,
        (select count(*)::int from module_purchases p where p.crystals > 0 and (
          (select count(*) from crystal_entries e where e.kind = 'purchase' and e.user_id = p.user_id and e.module_id = p.module_id) <> 1
          or (select count(*) from crystal_entries e where e.kind = 'sale' and e.module_id = p.module_id) <>
             (select count(*) from module_purchases q where q.module_id = p.module_id and q.crystals > 0))) as unmatched`,
    )
  )[0]!

describe('purchases at the same moment', () => {
  test('50 purchases by 25 teachers whose balances cover only some: nothing lost, nobody below zero or charged twice', async () => {
    const buyers: TestUser[] = []
    for (let index = 0; index < 25; index++) {
      const buyer = await createUser(t.app)
      await setBalance(t.app, buyer, (index * 7) % 61) // 0 .. 60 crystals
      buyers.push(buyer)
    }
    // Every account open before (an account opens with its start amount at its first sale).
    for (const author of authors) await balanceOf(t.app, author)
    const before = await ledgerCheck()
    const balancesBefore = await Promise.all(buyers.map((buyer) => balanceOf(t.app, buyer)))
    // Each buys two modules; every fifth buyer sends the same purchase twice.
    const calls = buyers.flatMap((buyer, index) => {
      const first = offers[index % 4]!
      const second = index % 5 === 0 ? first : offers[(index + 1) % 4]!
      return [first, second].map((offer) => ({ buyer, offer }))
    })
    expect(calls).toHaveLength(50)
    const answers = await Promise.all(
      calls.map(({ buyer, offer }) =>
        api(t.app, buyer.token).post('/modules/purchase', { id: offer.copyId }),
      ),
    )
    const codes = answers.map((response) => (response.statusCode === 200 ? 'ok' : response.json().code))
    expect(new Set(codes)).toEqual(new Set(['ok', 'insufficientCrystals', 'alreadyPurchased']))

    const after = await ledgerCheck()
    expect(after).toEqual({ ...before, negative: 0, drifted: 0, unmatched: 0 })
    expect(after.balances).toBe(after.put_in)
    // Each buyer paid exactly the prices of the purchases they hold, once each.
    for (const [index, buyer] of buyers.entries()) {
      const held = await rows<{ crystals: number }>(
        t.app,
        sql`select crystals from module_purchases where user_id = ${buyer.user.id}`,
      )
      const paid = held.reduce((sum, row) => sum + row.crystals, 0)
      expect(await balanceOf(t.app, buyer), `buyer ${index}`).toBe(balancesBefore[index]! - paid)
      const succeeded = calls.filter((call, at) => call.buyer === buyer && codes[at] === 'ok').length
      expect(held, `buyer ${index}`).toHaveLength(succeeded)
    }
  })

  test("two teachers buying each other's modules at the same moment, 20 times, never deadlock", async () => {
    const [a, b] = [authors[0]!, authors[1]!]
    await setBalance(t.app, a, 5000)
    await setBalance(t.app, b, 5000)
    const ofA: number[] = []
    const ofB: number[] = []
    for (let index = 0; index < 20; index++) {
      ofA.push((await listedModule(t.app, { author: a, provider }, { meta: { crystals: 10 } })).copyId)
      ofB.push((await listedModule(t.app, { author: b, provider }, { meta: { crystals: 10 } })).copyId)
    }
    const answers = await Promise.all(
      ofA.flatMap((copyA, index) => [
        api(t.app, b.token).post('/modules/purchase', { id: copyA }),
        api(t.app, a.token).post('/modules/purchase', { id: ofB[index]! }),
      ]),
    )
    expect(answers.map((response) => response.statusCode)).toEqual(answers.map(() => 200))
    expect([await balanceOf(t.app, a), await balanceOf(t.app, b)]).toEqual([5000, 5000])
    expect(await ledgerCheck()).toMatchObject({ negative: 0, drifted: 0, unmatched: 0 })
  })
})
