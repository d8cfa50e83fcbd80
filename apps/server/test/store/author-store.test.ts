import {
  ModuleStatus,
  type ModuleSummary,
  Role,
  storeAuthorMessages,
  storeMessages,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { classWithStudents, insertActivation } from '../activations/activation-builders'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { offerAwaiting, offerInStore } from './store-builders'
import { confirm, metaData, publish, rows } from './store-fixtures'

// Issue 38 (decision 054): authors withdraw a waiting submission, take a module off the store and read
// their sales; buyers filter by price, see question titles and how many classes use a module.

const t = useTestApp()
let author: TestUser
let provider: TestUser
let buyer: TestUser
beforeEach(async () => {
  author = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
  buyer = await createUser(t.app)
})

const users = () => ({ author, provider })
const publicationOf = async (originId: number) => {
  const list = (await api(t.app, author.token).get('/modules')).json() as ModuleSummary[]
  return list.find((module) => module.id === originId)!.publication
}
const moduleExists = async (id: number) =>
  (await rows(t.app, sql`select id from modules where id = ${id}`)).length === 1

describe('POST /modules/withdrawPublication', () => {
  test('deletes the awaiting copy; a first publication leaves the card with none', async () => {
    const offer = await offerAwaiting(t.app, author, 'Brüche')
    const response = await api(t.app, author.token).post('/modules/withdrawPublication', {
      id: offer.originId,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: storeAuthorMessages.withdrawn })
    expect(await moduleExists(offer.copyId)).toBe(false)
    expect(await publicationOf(offer.originId)).toBeNull()
    // Nothing of it reaches the review any more.
    const queue = (await api(t.app, provider.token).get('/publications')).json() as { module_id: number }[]
    expect(queue.map((item) => item.module_id)).not.toContain(offer.copyId)
  })

  test('a new version withdrawn: the card names the listed version again', async () => {
    const offer = await offerInStore(t, users(), 'Prozent')
    const next = await publish(t.app, author, offer.originId, metaData({ crystals: 50 }))
    expect((await publicationOf(offer.originId))?.status_id).toBe(ModuleStatus.awaitingConfirmation)
    const response = await api(t.app, author.token).post('/modules/withdrawPublication', {
      id: offer.originId,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(await moduleExists(next.published_module_id)).toBe(false)
    expect(await publicationOf(offer.originId)).toMatchObject({
      module_id: offer.copyId,
      status_id: ModuleStatus.published,
      store_module_id: offer.copyId,
    })
  })

  test('409 once the provider decided; 404 for another teacher and for a store copy', async () => {
    const offer = await offerAwaiting(t.app, author, 'Zinsen')
    expect(
      (await api(t.app, buyer.token).post('/modules/withdrawPublication', { id: offer.originId })).statusCode,
    ).toBe(404)
    expect(
      (await api(t.app, author.token).post('/modules/withdrawPublication', { id: offer.copyId })).statusCode,
    ).toBe(404)
    await confirm(t.app, provider, offer.copyId)
    const late = await api(t.app, author.token).post('/modules/withdrawPublication', { id: offer.originId })
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 409,
      body: { code: 'conflict', message: storeAuthorMessages.notAwaitingAnyMore },
    })
    expect(await moduleExists(offer.copyId)).toBe(true)
  })

  test('a confirm and a withdraw at the same moment: exactly one happens', async () => {
    for (let round = 0; round < 3; round++) {
      const offer = await offerAwaiting(t.app, author, `Gleichzeitig ${round}`)
      const [confirmed, withdrawn] = await Promise.all([
        api(t.app, provider.token).post('/publications/confirm', { id: offer.copyId }),
        api(t.app, author.token).post('/modules/withdrawPublication', { id: offer.originId }),
      ])
      // Confirmed first: the withdraw finds it decided (409). Withdrawn first: the copy is gone, and the
      // confirm finds no submission (404), which the review page words as withdrawn.
      const outcome = [confirmed.statusCode, withdrawn.statusCode]
      expect([
        [200, 409],
        [404, 200],
      ]).toContainEqual(outcome)
      expect(await moduleExists(offer.copyId)).toBe(confirmed.statusCode === 200)
    }
  })
})

describe('POST /modules/unlist', () => {
  test('takes the listed copy off the store: audit line, buyers keep it, page says not available', async () => {
    const offer = await offerInStore(t, users(), 'Geometrie')
    expect((await api(t.app, buyer.token).post('/modules/purchase', { id: offer.copyId })).statusCode).toBe(
      200,
    )
    const response = await api(t.app, author.token).post('/modules/unlist', { id: offer.originId })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: storeAuthorMessages.unlisted })

    const [meta] = await rows<{ kind: string; by: number; removed: boolean }>(
      t.app,
      sql`select removal_kind as kind, removed_by as by, removed_at is not null as removed
        from module_meta_data where module_id = ${offer.copyId}`,
    )
    expect(meta).toEqual({ kind: 'author', by: author.user.id, removed: true })
    const audit = await rows(
      t.app,
      sql`select action, actor_id, user_id, module_id, module_name, amount from store_audit
        where action = 'unlist' and module_id = ${offer.copyId}`,
    )
    expect(audit).toEqual([
      {
        action: 'unlist',
        actor_id: author.user.id,
        user_id: author.user.id,
        module_id: offer.copyId,
        module_name: 'Geometrie',
        amount: null,
      },
    ])
    expect(await publicationOf(offer.originId)).toMatchObject({
      removal_kind: 'author',
      store_module_id: null,
    })

    // The store no longer lists it; its page (by any id of the line) says it is not available.
    const search = (await api(t.app, buyer.token).get('/store/modules?search=Geometrie')).json()
    expect(search.total).toBe(0)
    for (const id of [offer.originId, offer.copyId]) {
      const page = await api(t.app, buyer.token).get(`/store/modules/byId?id=${id}`)
      expect(page.statusCode, page.body).toBe(200)
      expect(page.json()).toMatchObject({ id: offer.copyId, available: false, purchased: true })
    }
    // Nobody buys it now; the buyer still opens theirs.
    const other = await createUser(t.app)
    const refused = await api(t.app, other.token).post('/modules/purchase', { id: offer.copyId })
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 404,
      message: storeMessages.notInStore,
    })
    expect((await api(t.app, buyer.token).get(`/modules/byId?id=${offer.copyId}`)).statusCode).toBe(200)

    // A second unlist finds nothing listed.
    const again = await api(t.app, author.token).post('/modules/unlist', { id: offer.originId })
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 409,
      message: storeAuthorMessages.notListed,
    })
  })

  test('coming back goes through the review: the new version, once confirmed, is listed', async () => {
    const offer = await offerInStore(t, users(), 'Statistik')
    await api(t.app, author.token).post('/modules/unlist', { id: offer.originId })
    const next = await publish(t.app, author, offer.originId)
    expect(
      (await api(t.app, buyer.token).get(`/store/modules/byId?id=${offer.originId}`)).json(),
    ).toMatchObject({
      id: offer.copyId,
      available: false,
    })
    await confirm(t.app, provider, next.published_module_id)
    expect(
      (await api(t.app, buyer.token).get(`/store/modules/byId?id=${offer.originId}`)).json(),
    ).toMatchObject({
      id: next.published_module_id,
      available: true,
    })
  })

  test('an unlist and a purchase at the same moment: the purchase either lands first or is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const offer = await offerInStore(t, users(), `Wettlauf ${round}`)
      const late = await createUser(t.app)
      const [unlisted, bought] = await Promise.all([
        api(t.app, author.token).post('/modules/unlist', { id: offer.originId }),
        api(t.app, late.token).post('/modules/purchase', { id: offer.copyId }),
      ])
      expect(unlisted.statusCode, unlisted.body).toBe(200)
      expect([200, 404]).toContain(bought.statusCode)
      const purchases = await rows(
        t.app,
        sql`select 1 from module_purchases where module_id = ${offer.copyId}`,
      )
      expect(purchases).toHaveLength(bought.statusCode === 200 ? 1 : 0)
    }
  })

  test('a copy the provider took down shows the same way; the card names who took it off', async () => {
    const offer = await offerInStore(t, users(), 'Abgesetzt')
    // The provider's takedown call is another part of issue 38; its effect on the row is decision 054's.
    await t.app.ctx.db.execute(sql`update module_meta_data set removed_at = now(), removal_kind = 'provider',
      removed_by = ${provider.user.id}, removal_reason = 'Urheberrecht' where module_id = ${offer.copyId}`)
    const page = (await api(t.app, buyer.token).get(`/store/modules/byId?id=${offer.originId}`)).json()
    expect(page).toMatchObject({ id: offer.copyId, available: false })
    expect(JSON.stringify(page)).not.toContain('Urheberrecht')
    expect(await publicationOf(offer.originId)).toMatchObject({
      removal_kind: 'provider',
      store_module_id: null,
    })
    const again = await api(t.app, author.token).post('/modules/unlist', { id: offer.originId })
    expect(again.statusCode).toBe(409)
  })

  test('404 for another teacher; nothing changes', async () => {
    const offer = await offerInStore(t, users(), 'Algebra')
    const response = await api(t.app, buyer.token).post('/modules/unlist', { id: offer.originId })
    expect(response.statusCode).toBe(404)
    expect(
      (await api(t.app, buyer.token).get(`/store/modules/byId?id=${offer.copyId}`)).json().available,
    ).toBe(true)
  })
})

describe('the store page and search for buyers', () => {
  test('question titles per topic, never descriptions, solutions or files', async () => {
    const offer = await offerInStore(t, users(), 'Vorschau')
    const response = await api(t.app, buyer.token).get(`/store/modules/byId?id=${offer.copyId}`)
    const page = response.json()
    const titles = page.blocks.flatMap((block: { topics: { questions: { title: string }[] }[] }) =>
      block.topics.flatMap((topic) => topic.questions.map((question) => question.title)),
    )
    expect(titles.length).toBe(page.questions_count)
    expect(titles.every((title: string) => title.length > 0)).toBe(true)
    for (const question of page.blocks[0].topics[0].questions)
      expect(Object.keys(question).sort()).toEqual(['id', 'title'])
    const [texts] = await rows<{ texts: string[] }>(
      t.app,
      sql`select array_remove(array_agg(q.description) || array_agg(s.content), null) as texts
        from questions q join topics tp on tp.id = q.topic_id join blocks b on b.id = tp.block_id
        left join solutions s on s.question_id = q.id where b.module_id = ${offer.copyId}`,
    )
    // The fixture's questions have descriptions and the first a solution: none of them travels.
    expect(texts!.texts.filter((value) => value.length > 3).length).toBeGreaterThan(0)
    for (const text of texts!.texts.filter((value) => value.length > 3))
      expect(response.body).not.toContain(text)
    expect(response.body).not.toMatch(/"(solutions?|solution_id|files?|file_id|content)":/)
  })

  test('"in N classes": distinct classes running any copy of the line, the author\'s and buyers\'', async () => {
    const offer = await offerInStore(t, users(), 'Klassen')
    await api(t.app, buyer.token).post('/modules/purchase', { id: offer.copyId })
    const mine = await classWithStudents(t.app, author.user.id, { active: 1 })
    const theirs = await classWithStudents(t.app, buyer.user.id, { active: 1 })
    const other = await classWithStudents(t.app, buyer.user.id, { active: 1 })
    await insertActivation(t.app, {
      moduleId: offer.originId,
      teacherId: author.user.id,
      groupId: mine.group.id,
      subjectId: mine.subject.id,
    })
    await insertActivation(t.app, {
      moduleId: offer.copyId,
      teacherId: buyer.user.id,
      groupId: theirs.group.id,
      subjectId: theirs.subject.id,
    })
    await insertActivation(t.app, {
      moduleId: offer.copyId,
      teacherId: buyer.user.id,
      groupId: other.group.id,
      subjectId: other.subject.id,
      finished: true,
    })
    const page = (await api(t.app, buyer.token).get(`/store/modules/byId?id=${offer.copyId}`)).json()
    expect(page.classes_count).toBe(3)
    const card = (await api(t.app, buyer.token).get('/store/modules?search=Klassen')).json().items[0]
    expect(card.classes_count).toBe(3)
    // Aggregated only: no class or teacher names.
    expect(JSON.stringify(page)).not.toContain(theirs.group.name)
  })

  test('max_crystals keeps the modules of at most that price; free ones with 0', async () => {
    await offerInStore(t, users(), 'Preis Null', { crystals: 0 })
    await offerInStore(t, users(), 'Preis Zehn', { crystals: 10 })
    await offerInStore(t, users(), 'Preis Fünfzig', { crystals: 50 })
    const names = async (query: string) =>
      (
        (await api(t.app, buyer.token).get(`/store/modules?search=Preis${query}`)).json().items as {
          name: string
        }[]
      )
        .map((item) => item.name)
        .sort()
    expect(await names('&max_crystals=0')).toEqual(['Preis Null'])
    expect(await names('&max_crystals=25')).toEqual(['Preis Null', 'Preis Zehn'])
    expect(await names('')).toEqual(['Preis Fünfzig', 'Preis Null', 'Preis Zehn'])
    expect((await api(t.app, buyer.token).get('/store/modules?max_crystals=-1')).statusCode).toBe(422)
    expect((await api(t.app, buyer.token).get('/store/modules?max_crystals=abc')).statusCode).toBe(422)
  })
})

describe('GET /store/sales', () => {
  test('per line and version, and per month; a free new version is a purchase without crystals; only own sales', async () => {
    const offer = await offerInStore(t, users(), 'Verkauft', { crystals: 25 })
    await api(t.app, buyer.token).post('/modules/purchase', { id: offer.copyId })
    const second = await createUser(t.app)
    await api(t.app, second.token).post('/modules/purchase', { id: offer.copyId })
    const next = await publish(t.app, author, offer.originId, metaData({ crystals: 10 }))
    await confirm(t.app, provider, next.published_module_id)
    const third = await createUser(t.app)
    await api(t.app, third.token).post('/modules/purchase', { id: next.published_module_id })
    // A buyer of the first version gets the new one free: a purchase, no crystals.
    await api(t.app, buyer.token).post('/modules/purchase', { id: next.published_module_id })

    const sales = (await api(t.app, author.token).get('/store/sales')).json()
    expect(sales.total_crystals).toBe(60)
    expect(sales.total_purchases).toBe(4)
    expect(sales.lines).toEqual([
      {
        origin_module_id: offer.originId,
        name: 'Verkauft',
        buyers: 4,
        crystals: 60,
        versions: [
          {
            module_id: next.published_module_id,
            listed: true,
            published_at: expect.any(String),
            buyers: 2,
            crystals: 10,
          },
          {
            module_id: offer.copyId,
            listed: false,
            published_at: expect.any(String),
            buyers: 2,
            crystals: 50,
          },
        ],
      },
    ])
    expect(sales.months).toHaveLength(12)
    const thisMonth = t.app.ctx.clock.now().toISOString().slice(0, 7)
    expect(sales.months.at(-1)).toEqual({ month: thisMonth, purchases: 4, crystals: 60 })
    expect(sales.months.slice(0, 11).every((month: { purchases: number }) => month.purchases === 0)).toBe(
      true,
    )

    const nothing = (await api(t.app, buyer.token).get('/store/sales')).json()
    expect(nothing).toMatchObject({ total_crystals: 0, total_purchases: 0, lines: [] })
  })
})

describe('the months of sales', () => {
  // Last in this file: it moves the clock to the turn of a month.
  test('are Zürich months, as on the provider ledger: a sale at 00:30 on 1 December is December', async () => {
    const turn = new Date('2026-11-30T23:30:00Z') // 1 December, 00:30 in Zürich
    t.clock.advanceMinutes((turn.getTime() - t.app.ctx.clock.now().getTime()) / 60_000)
    // Accounts of the new moment: the earlier ones' sessions have run out on the way.
    const [seller, customer, reviewer] = [
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app, { role: Role.admin }),
    ]
    const offer = await offerInStore(t, { author: seller, provider: reviewer }, 'Monatswechsel', {
      crystals: 10,
    })
    expect(
      (await api(t.app, customer.token).post('/modules/purchase', { id: offer.copyId })).statusCode,
    ).toBe(200)

    const sales = (await api(t.app, seller.token).get('/store/sales')).json()
    expect(sales.months.at(-1)).toEqual({ month: '2026-12', purchases: 1, crystals: 10 })
    const ledger = (await api(t.app, reviewer.token).get('/provider/purchases')).json()
    expect(ledger[0]).toMatchObject({ month: '2026-12', purchases: 1, crystals_credited: 10 })
  })
})
