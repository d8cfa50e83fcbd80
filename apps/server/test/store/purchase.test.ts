import { type CrystalHistory, Role, storeMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { runAdminCommand } from '../../src/admin/commands'
import { classWithStudents } from '../activations/activation-builders'
import { answer, api, createUser, invalid, registerTeacher, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { balanceOf, listedModule, rows, setBalance } from './store-fixtures'

// Issue 14: buying with crystals (docs/product/glossary.md "Kristalle (crystals)", decision 018) and the
// crystal ledger.

const t = useTestApp()
let author: TestUser
let buyer: TestUser
let provider: TestUser
beforeEach(async () => {
  author = await createUser(t.app)
  buyer = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
})

const buy = (who: TestUser, body: object) => api(t.app, who.token).post('/modules/purchase', body)
const history = async (who: TestUser, page = 1) =>
  (await api(t.app, who.token).get(`/crystals/history?page=${page}`)).json() as CrystalHistory
/** Purchases only move crystals: all balances together are what the start amounts and grants put in. */
const conservation = async () =>
  (
    await rows<{ balances: number; put_in: number }>(
      t.app,
      sql`select (select coalesce(sum(balance), 0)::int from crystal_accounts) as balances,
        (select coalesce(sum(amount), 0)::int from crystal_entries where kind in ('start', 'grant')) as put_in`,
    )
  )[0]!

/** The database's own message behind a failed statement (Drizzle wraps it). */
const failureOf = async (statement: Promise<unknown>) =>
  statement.then(
    () => 'no error',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  )

describe('POST /modules/purchase', () => {
  test("moves the price from the buyer to the author, with an entry each; the module is the buyer's to use", async () => {
    const { copyId } = await listedModule(t.app, { author, provider }, { name: 'Prozente' })
    expect(await balanceOf(t.app, buyer)).toBe(100)
    expect(await balanceOf(t.app, author)).toBe(100)
    const response = await buy(buyer, { id: copyId, admin_id: author.user.id, crystals: 25 })
    expect(response.json()).toEqual({ message: storeMessages.purchased, module_id: copyId, balance: 75 })
    expect(await balanceOf(t.app, author)).toBe(125)
    const [sale] = (await history(author)).items
    expect(sale).toMatchObject({
      kind: 'sale',
      amount: 25,
      balance_after: 125,
      module_id: copyId,
      module_name: 'Prozente',
    })
    expect(
      (await history(buyer)).items.map((entry) => [entry.kind, entry.amount, entry.balance_after]),
    ).toEqual([
      ['purchase', -25, 75],
      ['start', 100, 100],
    ])

    const purchased = (await api(t.app, buyer.token).get('/modules/purchased')).json()
    expect(
      purchased.map((m: { id: number; access_status_id: number }) => [m.id, m.access_status_id]),
    ).toEqual([[copyId, 7]])
    const { group, subject } = await classWithStudents(t.app, buyer.user.id, { active: 2 })
    const activated = await api(t.app, buyer.token).post('/modules/activate', {
      id: copyId,
      group_id: group.id,
      subject_id: subject.id,
    })
    expect(activated.statusCode, activated.body).toBe(200)
    const copy = await api(t.app, buyer.token).post('/modules/duplicate', {
      module_id: copyId,
      new_title: 'Meine Prozente',
    })
    expect(copy.statusCode, copy.body).toBe(200)
    // The author does not see the buyer's class (decision 018).
    const progress = await api(t.app, author.token).get(
      `/modules/withEvaluationsById?id=${copyId}&event_id=${activated.json().event_id}`,
    )
    expect(progress.statusCode).toBe(404)
  })

  test('refuses a second purchase, a changed price, another author and a balance too small, charging nothing', async () => {
    const { copyId, metaId } = await listedModule(t.app, { author, provider })
    await buy(buyer, { id: copyId, crystals: 25 })
    expect(answer(await buy(buyer, { id: copyId, crystals: 25 }))).toMatchObject({
      status: 409,
      body: { code: 'alreadyPurchased' },
    })

    const poor = await createUser(t.app)
    await api(t.app, author.token).post('/modules-metadatas/update', {
      id: metaId,
      description: 'Teurer',
      crystals: 100,
      lernraster_subject_id: 2,
      schoollevel_id: 4,
      schooltype_id: 2,
      language_id: 1,
      country_id: 1,
      tag_ids: [],
    })
    expect(answer(await buy(poor, { id: copyId, crystals: 25 }))).toMatchObject({
      status: 409,
      body: { code: 'priceChanged' },
    })
    expect(answer(await buy(poor, { id: copyId, admin_id: poor.user.id }))).toMatchObject({
      status: 422,
      body: { errors: { admin_id: [expect.any(String)] } },
    })
    await setBalance(t.app, poor, 99)
    expect(answer(await buy(poor, { id: copyId, crystals: 100 }))).toMatchObject({
      status: 409,
      body: { code: 'insufficientCrystals' },
    })
    expect(await balanceOf(t.app, poor)).toBe(99)
    const purchases = await rows(t.app, sql`select 1 from module_purchases where user_id = ${poor.user.id}`)
    expect(purchases).toEqual([])
    await setBalance(t.app, poor, 100)
    expect((await buy(poor, { id: copyId, crystals: 100 })).json().balance).toBe(0)
    const sums = await conservation()
    expect(sums.balances).toBe(sums.put_in)
  })

  test('deleting the original takes the module out of the store; the buyer keeps theirs', async () => {
    const { originId, copyId } = await listedModule(t.app, { author, provider })
    await buy(buyer, { id: copyId })
    const removed = await api(t.app, author.token).post('/modules/remove', { id: originId })
    expect(removed.statusCode, removed.body).toBe(200)
    const listed = (await api(t.app, buyer.token).get('/store/modules')).json().items
    expect(listed.map((item: { id: number }) => item.id)).not.toContain(copyId)
    expect((await api(t.app, buyer.token).get(`/modules/byId?id=${copyId}`)).statusCode).toBe(200)
    const late = await createUser(t.app)
    expect(answer(await buy(late, { id: copyId }))).toMatchObject({
      status: 404,
      body: { message: storeMessages.notInStore },
    })
  })

  test('an original nobody bought leaves no copy behind when it is deleted', async () => {
    const { originId, copyId } = await listedModule(t.app, { author, provider })
    await api(t.app, author.token).post('/modules/remove', { id: originId })
    expect(await rows(t.app, sql`select id from modules where id in (${originId}, ${copyId})`)).toEqual([])
  })
})

describe('crystals', () => {
  test('a registered teacher starts with CRYSTALS_START and a start entry, before any activation', async () => {
    const { email } = await registerTeacher(t.app)
    expect(t.app.ctx.config.CRYSTALS_START).toBe(100)
    const entries = await rows(
      t.app,
      sql`select e.kind, e.amount, e.balance_after, a.balance from crystal_entries e
        join users u on u.id = e.user_id join crystal_accounts a on a.user_id = u.id where u.email = ${email}`,
    )
    expect(entries).toEqual([{ kind: 'start', amount: 100, balance_after: 100, balance: 100 }])
  })

  test('grants add entries with their reason; the history pages 10 at a time, newest first', async () => {
    for (let index = 1; index <= 11; index++) {
      await runAdminCommand(t.app.ctx, {
        name: 'grant',
        email: buyer.user.email,
        amount: index,
        reason: `Kurs ${index}`,
      })
    }
    const first = await history(buyer)
    expect(first).toMatchObject({ balance: 166, total: 12, page: 1, per_page: 10 })
    expect(first.items.map((entry) => entry.reason)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Kurs ${index}`),
    )
    const second = await history(buyer, 2)
    expect(second.items.map((entry) => entry.kind)).toEqual(['grant', 'start'])
    expect(answer(await api(t.app, buyer.token).get('/crystals/history?page=0'))).toMatchObject({
      status: 422,
    })
  })

  test('a withdrawal below zero is refused and changes nothing; the ledger cannot be rewritten', async () => {
    await expect(
      runAdminCommand(t.app.ctx, { name: 'grant', email: buyer.user.email, amount: -101, reason: 'Zu viel' }),
    ).rejects.toThrow('below zero')
    expect((await history(buyer)).total).toBe(1)
    expect(
      await runAdminCommand(t.app.ctx, {
        name: 'grant',
        email: buyer.user.email,
        amount: -100,
        reason: 'Alles',
      }),
    ).toContain('the balance is now 0')
    expect(await failureOf(t.app.ctx.db.execute(sql`update crystal_entries set amount = 1000`))).toContain(
      'append-only',
    )
    expect(
      await failureOf(
        t.app.ctx.db.execute(sql`update crystal_accounts set balance = -1 where user_id = ${buyer.user.id}`),
      ),
    ).toContain('crystal_accounts_balance_not_negative')
  })
})

describe('invalid bodies', () => {
  test('the purchase body is checked', async () => {
    expect(answer(await buy(buyer, { id: 'eins' }))).toMatchObject({ status: 422 })
    expect(answer(await buy(buyer, { id: 1, crystals: -5 }))).toEqual(
      invalid({ crystals: [expect.any(String)] }),
    )
  })
})
