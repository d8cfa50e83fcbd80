import { randomBytes } from 'node:crypto'
import {
  type AvailableModule,
  type CrystalHistory,
  errorMessages,
  Role,
  type StoreModuleDetail,
  storeMessages,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { runAdminCommand } from '../../src/admin/commands'
import { classWithStudents } from '../activations/activation-builders'
import { answer, api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { offerInStore } from './store-builders'
import { balanceOf, confirm, publish, rows, setBalance } from './store-fixtures'

// Issue 14: the purchase rules that purchase.test.ts leaves out (decision 018): what a refused purchase
// leaves alone, new versions for 0 crystals, free modules, the demo's play crystals, a bought module
// whose original is gone, and grants that would go below zero.

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
const history = async (who: TestUser) =>
  (await api(t.app, who.token).get('/crystals/history')).json() as CrystalHistory
const entries = async (who: TestUser) =>
  (await history(who)).items.map((entry) => [entry.kind, entry.amount, entry.balance_after])
const purchasesOf = (who: TestUser) =>
  rows<{ module_id: number; crystals: number }>(
    t.app,
    sql`select module_id, crystals from module_purchases where user_id = ${who.user.id} order by module_id`,
  )
const purchased = async (who: TestUser) =>
  ((await api(t.app, who.token).get('/modules/purchased')).json() as AvailableModule[]).map((module) => [
    module.id,
    module.outdated,
    module.store_module_id,
  ])
const refusedWith = (code: 'alreadyPurchased' | 'priceChanged' | 'insufficientCrystals' | 'ownModule') => ({
  status: 409,
  body: { code, message: errorMessages[code] },
})
const notInStore = { status: 404, body: { code: 'notFound', message: storeMessages.notInStore } }

describe('refused purchases', () => {
  test('a second purchase is refused and charges nothing', async () => {
    const { copyId } = await offerInStore(t, { author, provider }, 'Zweimal')
    expect((await buy(buyer, { id: copyId, crystals: 25 })).json().balance).toBe(75)
    expect(answer(await buy(buyer, { id: copyId, crystals: 25 }))).toEqual(refusedWith('alreadyPurchased'))
    expect(answer(await buy(buyer, { id: copyId }))).toEqual(refusedWith('alreadyPurchased'))
    expect(await entries(buyer)).toEqual([
      ['purchase', -25, 75],
      ['start', 100, 100],
    ])
    expect(await entries(author)).toEqual([
      ['sale', 25, 125],
      ['start', 100, 100],
    ])
    expect(await purchasesOf(buyer)).toEqual([{ module_id: copyId, crystals: 25 }])
  })

  test("only a listed copy can be bought: the original's id or a replaced version is 404, nothing written", async () => {
    const first = await offerInStore(t, { author, provider }, 'Nur die Kopie')
    expect(answer(await buy(buyer, { id: first.originId }))).toEqual(notInStore)
    const second = await publish(t.app, author, first.originId)
    // Still awaiting: the store sells the first version, and not the one under review.
    expect(answer(await buy(buyer, { id: second.published_module_id }))).toEqual(notInStore)
    const other = await createUser(t.app)
    await buy(other, { id: first.copyId })
    await confirm(t.app, provider, second.published_module_id)
    expect(answer(await buy(buyer, { id: first.copyId }))).toEqual(notInStore)
    expect(await purchasesOf(buyer)).toEqual([])
    expect(await entries(buyer)).toEqual([['start', 100, 100]])
  })
})

describe('new versions, free modules and the demo', () => {
  test('the buyer of an earlier version takes the new one for 0 crystals and keeps both', async () => {
    const first = await offerInStore(t, { author, provider }, 'Fassungen')
    await buy(buyer, { id: first.copyId, crystals: 25 })
    const second = (await publish(t.app, author, first.originId)).published_module_id
    t.clock.advanceMinutes(1)
    await confirm(t.app, provider, second)

    // The list price is not what the buyer pays: a purchase at 25 was never confirmed by anybody.
    expect(answer(await buy(buyer, { id: second, crystals: 25 }))).toEqual(refusedWith('priceChanged'))
    expect(await purchasesOf(buyer)).toEqual([{ module_id: first.copyId, crystals: 25 }])
    t.clock.advanceMinutes(1)
    expect((await buy(buyer, { id: second, crystals: 0 })).json()).toEqual({
      message: storeMessages.purchased,
      module_id: second,
      balance: 75,
    })
    // No crystals moved, so no entries: the ledger holds changes of a balance only.
    expect(await entries(buyer)).toEqual([
      ['purchase', -25, 75],
      ['start', 100, 100],
    ])
    expect(await balanceOf(t.app, author)).toBe(125)
    expect(await purchasesOf(buyer)).toEqual([
      { module_id: first.copyId, crystals: 25 },
      { module_id: second, crystals: 0 },
    ])
    // Newest purchase first; the old one points at the new one.
    expect(await purchased(buyer)).toEqual([
      [second, false, second],
      [first.copyId, true, second],
    ])
    const card = (
      await api(t.app, buyer.token).get(`/store/modules/byId?id=${second}`)
    ).json() as StoreModuleDetail
    expect([card.purchased, card.your_price, card.buyers_count]).toEqual([true, 0, 1])
  })

  test('a free module is bought with an empty purse; no crystals move', async () => {
    const { copyId } = await offerInStore(t, { author, provider }, 'Gratis', { crystals: 0 })
    await setBalance(t.app, buyer, 0)
    expect((await buy(buyer, { id: copyId, crystals: 0 })).json()).toMatchObject({ balance: 0 })
    expect(await entries(buyer)).toEqual([
      ['grant', -100, 0],
      ['start', 100, 100],
    ])
    expect(await entries(author)).toEqual([['start', 100, 100]])
    expect(await purchased(buyer)).toEqual([[copyId, false, copyId]])
  })

  test("a demo account's purchase spends its play crystals and credits nobody", async () => {
    const demo = await createUser(t.app, {
      email: `demo-${randomBytes(3).toString('hex')}@${t.app.ctx.config.PRODUCT_DOMAIN}`,
    })
    const { copyId } = await offerInStore(t, { author, provider }, 'Für die Demo', { crystals: 50 })
    expect((await buy(demo, { id: copyId, crystals: 50 })).json()).toMatchObject({ balance: 50 })
    expect(await entries(demo)).toEqual([
      ['purchase', -50, 50],
      ['start', 100, 100],
    ])
    expect(await entries(author)).toEqual([['start', 100, 100]])
    expect(await purchased(demo)).toEqual([[copyId, false, copyId]])
  })
})

describe('a bought module whose original is deleted', () => {
  test('stays the buyer’s to open, activate and duplicate; nobody else can buy it', async () => {
    const { originId, copyId } = await offerInStore(t, { author, provider }, 'Verwaist')
    await buy(buyer, { id: copyId })
    expect((await api(t.app, author.token).post('/modules/remove', { id: originId })).statusCode).toBe(200)

    expect(await purchased(buyer)).toEqual([[copyId, false, copyId]])
    const opened = await api(t.app, buyer.token).get(`/modules/byId?id=${copyId}`)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json().blocks).toHaveLength(2)
    const { group, subject } = await classWithStudents(t.app, buyer.user.id, { active: 1 })
    const activated = await api(t.app, buyer.token).post('/modules/activate', {
      id: copyId,
      group_id: group.id,
      subject_id: subject.id,
    })
    expect(activated.statusCode, activated.body).toBe(200)
    const duplicated = await api(t.app, buyer.token).post('/modules/duplicate', {
      module_id: copyId,
      new_title: 'Meine Fassung',
    })
    expect(duplicated.statusCode, duplicated.body).toBe(200)

    const late = await createUser(t.app)
    expect(answer(await buy(late, { id: copyId }))).toEqual(notInStore)
    expect(await balanceOf(t.app, late)).toBe(100)
    // The author's own list has no trace of it: a store copy is never one of their modules.
    const own = (await api(t.app, author.token).get('/modules')).json() as { id: number }[]
    expect(own.map((module) => module.id)).not.toContain(copyId)
  })
})

describe('grants', () => {
  test('a grant is an entry with its reason; taking back more than the balance changes nothing', async () => {
    expect(
      await runAdminCommand(t.app.ctx, {
        name: 'grant',
        email: buyer.user.email,
        amount: 50,
        reason: 'Kurs',
      }),
    ).toBe(`Gave 50 crystals to ${buyer.user.email}; the balance is now 150.`)
    const [grant] = (await history(buyer)).items
    expect(grant).toMatchObject({
      kind: 'grant',
      amount: 50,
      balance_after: 150,
      reason: 'Kurs',
      module_id: null,
      module_name: null,
    })
    await expect(
      runAdminCommand(t.app.ctx, { name: 'grant', email: buyer.user.email, amount: -151, reason: 'Zu viel' }),
    ).rejects.toThrow('below zero')
    expect(await history(buyer)).toMatchObject({ balance: 150, total: 2 })
    expect(
      await runAdminCommand(t.app.ctx, {
        name: 'grant',
        email: buyer.user.email,
        amount: -150,
        reason: 'Zurück',
      }),
    ).toBe(`Took 150 crystals from ${buyer.user.email}; the balance is now 0.`)
    expect(await entries(buyer)).toEqual([
      ['grant', -150, 0],
      ['grant', 50, 150],
      ['start', 100, 100],
    ])
    await expect(
      runAdminCommand(t.app.ctx, { name: 'grant', email: 'niemand@schule.example', amount: 5, reason: 'x' }),
    ).rejects.toThrow('No account with the e-mail address niemand@schule.example.')
  })

  test('a purchase the balance cannot pay leaves balances, ledger and purchases as they were', async () => {
    const { copyId } = await offerInStore(t, { author, provider }, 'Zu teuer', { crystals: 100 })
    await setBalance(t.app, buyer, 99)
    const before = await Promise.all([entries(buyer), entries(author)])
    expect(answer(await buy(buyer, { id: copyId, crystals: 100 }))).toEqual(
      refusedWith('insufficientCrystals'),
    )
    expect(await Promise.all([entries(buyer), entries(author)])).toEqual(before)
    expect(await purchasesOf(buyer)).toEqual([])
  })
})
