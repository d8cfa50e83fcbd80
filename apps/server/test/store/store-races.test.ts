import { ModuleStatus, Role, storeMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { api, createUser, mailsTo, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { insertListedCopies, offerAwaiting, offerInStore } from './store-builders'
import { balanceOf, metaData, publish, rows, setBalance } from './store-fixtures'

// Issue 14 (decision 018): a purchase meets, at the same moment, the author deleting the original,
// the provider confirming a newer version, or the author changing the price; a publication is
// published twice or decided twice at once. On PostgreSQL (TEST_DATABASE_URL) the calls run side by
// side on the pool's connections; on PGlite they are serialised in some order, and the same outcomes
// must hold: every purchase either happened whole (row, entries, crystals, a copy to keep) or not at all.

const t = useTestApp()
let author: TestUser
let provider: TestUser
let buyer: TestUser
beforeAll(async () => {
  author = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
  buyer = await createUser(t.app)
})

const outcome = (response: LightMyRequestResponse) =>
  response.statusCode === 200 ? 'ok' : `${response.statusCode} ${response.json().code}`

interface Kept {
  module_exists: boolean
  bought: boolean
  charged: number
}
/** What is left of one store copy for the buyer: the module, the purchase row, the crystals paid for it. */
const keptOf = async (copyId: number) =>
  (
    await rows<Kept>(
      t.app,
      sql`select exists (select 1 from modules where id = ${copyId}) as module_exists,
        exists (select 1 from module_purchases where module_id = ${copyId} and user_id = ${buyer.user.id}) as bought,
        coalesce((select -sum(amount)::int from crystal_entries
          where user_id = ${buyer.user.id} and kind = 'purchase' and module_id = ${copyId}), 0) as charged`,
    )
  )[0]!

describe('a purchase at the moment the store changes', () => {
  test('against the deletion of the original: bought and kept, or not bought and gone', async () => {
    const lines = await insertListedCopies(t.app, author, 15, {
      namePrefix: 'Gelöscht',
      crystalsOf: () => 10,
    })
    await setBalance(t.app, buyer, 1000)
    const authorBefore = await balanceOf(t.app, author)
    const answers = await Promise.all(
      lines.flatMap((line) => [
        api(t.app, buyer.token).post('/modules/purchase', { id: line.copyId, crystals: 10 }),
        api(t.app, author.token).post('/modules/remove', { id: line.originId }),
      ]),
    )
    const purchases = answers.filter((_, index) => index % 2 === 0).map(outcome)
    const removals = answers.filter((_, index) => index % 2 === 1).map(outcome)
    expect(removals).toEqual(lines.map(() => 'ok'))
    for (const [index, line] of lines.entries()) {
      const kept = await keptOf(line.copyId)
      if (purchases[index] === 'ok')
        expect(kept, `line ${index}`).toEqual({ module_exists: true, bought: true, charged: 10 })
      else {
        expect(purchases[index], `line ${index}`).toBe('404 notFound')
        expect(kept, `line ${index}`).toEqual({ module_exists: false, bought: false, charged: 0 })
      }
    }
    const bought = purchases.filter((result) => result === 'ok').length
    expect(await balanceOf(t.app, buyer)).toBe(1000 - 10 * bought)
    expect(await balanceOf(t.app, author)).toBe(authorBefore + 10 * bought)
    // Whatever was kept has left the store.
    const listed = (await api(t.app, buyer.token).get('/store/modules?search=Gel%C3%B6scht')).json()
    expect(listed.total).toBe(0)
  })

  test('against the confirmation of a newer version: the old one bought and kept, or not bought and gone', async () => {
    const lines: { originId: number; v1: number; v2: number }[] = []
    for (let index = 0; index < 8; index++) {
      const first = await offerInStore(t, { author, provider }, `Version ${index + 1}`, { crystals: 10 })
      const second = await publish(t.app, author, first.originId, metaData({ crystals: 10 }))
      lines.push({ originId: first.originId, v1: first.copyId, v2: second.published_module_id })
    }
    await setBalance(t.app, buyer, 1000)
    const answers = await Promise.all(
      lines.flatMap((line) => [
        api(t.app, buyer.token).post('/modules/purchase', { id: line.v1, crystals: 10 }),
        api(t.app, provider.token).post('/publications/confirm', { id: line.v2 }),
      ]),
    )
    const purchases = answers.filter((_, index) => index % 2 === 0)
    expect(answers.filter((_, index) => index % 2 === 1).map(outcome)).toEqual(lines.map(() => 'ok'))
    for (const [index, line] of lines.entries()) {
      const kept = await keptOf(line.v1)
      if (outcome(purchases[index]!) === 'ok') {
        expect(kept, `line ${index}`).toEqual({ module_exists: true, bought: true, charged: 10 })
      } else {
        expect(purchases[index]!.json(), `line ${index}`).toEqual({
          code: 'notFound',
          message: storeMessages.notInStore,
        })
        expect(kept, `line ${index}`).toEqual({ module_exists: false, bought: false, charged: 0 })
      }
      // Either way the store sells the new version now.
      const page = (await api(t.app, buyer.token).get(`/store/modules/byId?id=${line.originId}`)).json()
      expect(page.id, `line ${index}`).toBe(line.v2)
    }
    const bought = purchases.filter((response) => outcome(response) === 'ok').length
    expect(await balanceOf(t.app, buyer)).toBe(1000 - 10 * bought)
  })

  test('against a change of the price: the price the buyer saw, or priceChanged; never the new one', async () => {
    const lines = []
    for (let index = 0; index < 8; index++) {
      lines.push(await offerInStore(t, { author, provider }, `Preis ${index + 1}`, { crystals: 25 }))
    }
    await setBalance(t.app, buyer, 1000)
    const answers = await Promise.all(
      lines.flatMap((line) => [
        api(t.app, buyer.token).post('/modules/purchase', { id: line.copyId, crystals: 25 }),
        api(t.app, author.token).post('/modules-metadatas/update', {
          id: line.metaId,
          ...metaData({ crystals: 50 }),
        }),
      ]),
    )
    const purchases = answers.filter((_, index) => index % 2 === 0).map(outcome)
    expect(answers.filter((_, index) => index % 2 === 1).map(outcome)).toEqual(lines.map(() => 'ok'))
    for (const [index, line] of lines.entries()) {
      const kept = await keptOf(line.copyId)
      if (purchases[index] === 'ok')
        expect(kept, `line ${index}`).toEqual({ module_exists: true, bought: true, charged: 25 })
      else {
        expect(purchases[index], `line ${index}`).toBe('409 priceChanged')
        expect(kept, `line ${index}`).toEqual({ module_exists: true, bought: false, charged: 0 })
      }
    }
    const bought = purchases.filter((result) => result === 'ok').length
    expect(await balanceOf(t.app, buyer)).toBe(1000 - 25 * bought)
  })
})

describe('publishing and reviewing at the same moment', () => {
  test('two publications of one module at once leave one copy awaiting review, the one the original names', async () => {
    const originals: number[] = []
    for (let index = 0; index < 8; index++) {
      originals.push((await offerAwaiting(t.app, author, `Doppelt ${index + 1}`)).originId)
    }
    const answers = await Promise.all(
      originals.flatMap((id) =>
        [0, 1].map(() => api(t.app, author.token).post('/modules/publish', { id, metaData: metaData() })),
      ),
    )
    expect(answers.map(outcome)).toEqual(answers.map(() => 'ok'))
    const copies = await rows<{ origin: number; copies: number[]; named: number }>(
      t.app,
      sql`select o.id as origin, o.published_module_id as named,
          (select json_agg(c.id order by c.id) from modules c where c.origin_module_id = o.id) as copies
        from modules o where o.id in (${sql.join(originals, sql`, `)}) order by o.id`,
    )
    for (const line of copies) {
      expect(line.copies, `original ${line.origin}`).toEqual([line.named])
      const status = await rows(t.app, sql`select status_id from modules where id = ${line.named}`)
      expect(status).toEqual([{ status_id: ModuleStatus.awaitingConfirmation }])
    }
    // The survivor is one of the two answered copies: the later one replaced the earlier.
    const answered = answers.map((response) => response.json().published_module_id as number)
    for (const line of copies) expect(answered).toContain(line.named)
  })

  test('a confirmation and a decline at once: one decides, the other is refused, the author gets one mail', async () => {
    const offers = []
    for (let index = 0; index < 8; index++)
      offers.push(await offerAwaiting(t.app, author, `Entscheidung ${index + 1}`))
    const answers = await Promise.all(
      offers.flatMap((offer) => [
        api(t.app, provider.token).post('/publications/confirm', { id: offer.copyId }),
        api(t.app, provider.token).post('/publications/decline', { id: offer.copyId, reason: 'Nein.' }),
      ]),
    )
    const mails = await mailsTo(t.app, author.user.email)
    for (const [index, offer] of offers.entries()) {
      const [confirmed, declined] = [answers[2 * index]!, answers[2 * index + 1]!].map(outcome)
      expect([confirmed, declined].sort(), `offer ${index}`).toEqual(['409 conflict', 'ok'])
      const [row] = await rows<{ status_id: number; decline_reason: string | null }>(
        t.app,
        sql`select c.status_id, md.decline_reason from modules c join module_meta_data md on md.module_id = c.id
          where c.id = ${offer.copyId}`,
      )
      expect(row, `offer ${index}`).toEqual(
        confirmed === 'ok'
          ? { status_id: ModuleStatus.published, decline_reason: null }
          : { status_id: ModuleStatus.confirmationDeclined, decline_reason: 'Nein.' },
      )
      const about = mails.filter((mail) => mail.subject.includes(`«Entscheidung ${index + 1}»`))
      expect(about, `offer ${index}`).toHaveLength(1)
    }
  })
})
