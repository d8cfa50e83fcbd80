import { Role, type StoreModuleDetail, type StorePage, storeMessages } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { answer, api, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type Offer, offerAwaiting, offerInStore } from './store-builders'
import { confirm, metaData, publish } from './store-fixtures'

// Issue 14: the store's search (decision 018 "The store"): words, filters, tags, sorts, what is listed,
// the store page of any module of a line, and the preview's grid by titles only.
//
// The catalogue (confirmed one minute apart from 08:00 on the test clock):
//   08:01 Prozentrechnen v1 (A)  25  Mathematik  CH Sek I / Sekundarschule  de  Grundlagen, Lehrplan 21  - bought, then replaced by v2
//   08:02 Bruchrechnen (B)       25  Mathematik  CH Primar 3-6 / Primarschule de  Grundlagen
//   08:03 Satzglieder (A)         0  Deutsch     DE Sek I / Gymnasium        de  Vertiefung, Lehrplan 21
//   08:04 Wetter und Klima (B)   50  Geografie   CH Sek I / Sekundarschule   de  Grundlagen, Projekt, Lehrplan 21
//   08:05 Vocabulary Unit 3 (A) 100  Englisch    AT Sek I / Mittelschule     en  Repetition
//   08:06 Prozente zurückgezogen (B)  bought, then its original deleted: withdrawn
//   08:07 Prozentrechnen v2 (A)  as v1, its first block renamed "Grundwert" before publishing
//   not in the store: Prozente wartend (awaiting), Prozente abgelehnt (declined)

const t = useTestApp()
let authorA: TestUser
let authorB: TestUser
let provider: TestUser
let buyer: TestUser
let teacher: TestUser
let prozent: Offer
let prozentV2: number
let bruch: Offer
let satz: Offer
let wetter: Offer
let vocab: Offer
let withdrawn: Offer
let awaiting: { originId: number; copyId: number }
let declined: { originId: number; copyId: number }

const prozentMeta = {
  description: 'Rabatte und Zinsen im Alltag',
  crystals: 25,
  lernraster_subject_id: 2,
  schoollevel_id: 4,
  schooltype_id: 2,
  tag_ids: [1, 8],
}

async function buy(who: TestUser, id: number) {
  const response = await api(t.app, who.token).post('/modules/purchase', { id })
  expect(response.statusCode, response.body).toBe(200)
}

beforeAll(async () => {
  authorA = await createUser(t.app)
  authorB = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
  buyer = await createUser(t.app)
  teacher = await createUser(t.app)
  const a = { author: authorA, provider }
  const b = { author: authorB, provider }
  prozent = await offerInStore(t, a, 'Prozentrechnen', prozentMeta)
  await buy(buyer, prozent.copyId)
  bruch = await offerInStore(t, b, 'Bruchrechnen', {
    description: 'Brüche kürzen und erweitern',
    schoollevel_id: 3,
    schooltype_id: 1,
    tag_ids: [1],
  })
  satz = await offerInStore(t, a, 'Satzglieder', {
    description: 'Subjekt, Prädikat und Objekt bestimmen',
    crystals: 0,
    lernraster_subject_id: 1,
    country_id: 2,
    schoollevel_id: 7,
    schooltype_id: 11,
    tag_ids: [2, 8],
  })
  wetter = await offerInStore(t, b, 'Wetter und Klima', {
    description: 'Klimazonen der Erde, 100% verständlich',
    crystals: 50,
    lernraster_subject_id: 10,
    tag_ids: [1, 5, 8],
  })
  vocab = await offerInStore(t, a, 'Vocabulary Unit 3', {
    description: 'Words_and_phrases für die Reise',
    crystals: 100,
    lernraster_subject_id: 3,
    country_id: 3,
    schoollevel_id: 10,
    schooltype_id: 17,
    language_id: 5,
    tag_ids: [3],
  })
  withdrawn = await offerInStore(t, b, 'Prozente zurückgezogen')
  await buy(buyer, withdrawn.copyId)
  const removed = await api(t.app, authorB.token).post('/modules/remove', { id: withdrawn.originId })
  expect(removed.statusCode, removed.body).toBe(200)

  const renamed = await api(t.app, authorA.token).post('/blocks/update', {
    id: prozent.grid.blocks[0]!.id,
    name: 'Grundwert',
    order: 1,
  })
  expect(renamed.statusCode, renamed.body).toBe(200)
  prozentV2 = (await publish(t.app, authorA, prozent.originId, metaData(prozentMeta))).published_module_id
  t.clock.advanceMinutes(1)
  await confirm(t.app, provider, prozentV2)

  awaiting = await offerAwaiting(t.app, authorA, 'Prozente wartend')
  declined = await offerAwaiting(t.app, authorA, 'Prozente abgelehnt')
  const decline = await api(t.app, provider.token).post('/publications/decline', {
    id: declined.copyId,
    reason: 'Zu kurz.',
  })
  expect(decline.statusCode, decline.body).toBe(200)
})

async function search(query: string, who: TestUser = teacher): Promise<StorePage> {
  const response = await api(t.app, who.token).get(`/store/modules${query}`)
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200)
  return response.json() as StorePage
}
/** The names found, after checking that a short result comes whole on page 1. */
async function namesFound(query: string): Promise<string[]> {
  const page = await search(query)
  expect({ total: page.total, page: page.page, per_page: page.per_page }, query).toEqual({
    total: page.items.length,
    page: 1,
    per_page: 10,
  })
  return page.items.map((item) => item.name)
}
const withQuery = (params: Record<string, string>) => `?${new URLSearchParams(params)}`

describe('GET /store/modules', () => {
  test('lists the current copy of each line, newest first: nothing awaiting, declined, replaced or withdrawn', async () => {
    const page = await search('')
    expect(page).toMatchObject({ total: 5, page: 1, per_page: 10 })
    expect(page.items.map((item) => [item.id, item.name, item.published_at])).toEqual([
      [prozentV2, 'Prozentrechnen', '2026-11-02T08:07:00.000Z'],
      [vocab.copyId, 'Vocabulary Unit 3', '2026-11-02T08:05:00.000Z'],
      [wetter.copyId, 'Wetter und Klima', '2026-11-02T08:04:00.000Z'],
      [satz.copyId, 'Satzglieder', '2026-11-02T08:03:00.000Z'],
      [bruch.copyId, 'Bruchrechnen', '2026-11-02T08:02:00.000Z'],
    ])
    expect((await search('?sort=newest')).items.map((item) => item.id)).toEqual(
      page.items.map((item) => item.id),
    )
    // Every copy of "Prozent..." that is not listed stays out; the word finds only the current one.
    expect((await search(withQuery({ search: 'Prozent' }))).items.map((item) => item.id)).toEqual([prozentV2])
    expect(await search('?page=2')).toEqual({ items: [], total: 5, page: 2, per_page: 10 })
  })

  test('sorts by price both ways; equal prices newest first', async () => {
    expect(await namesFound('?sort=price_asc')).toEqual([
      'Satzglieder',
      'Prozentrechnen',
      'Bruchrechnen',
      'Wetter und Klima',
      'Vocabulary Unit 3',
    ])
    expect(await namesFound('?sort=price_desc')).toEqual([
      'Vocabulary Unit 3',
      'Wetter und Klima',
      'Prozentrechnen',
      'Bruchrechnen',
      'Satzglieder',
    ])
  })

  test.each([
    ['lernraster_subject_id=2', ['Prozentrechnen', 'Bruchrechnen']],
    ['lernraster_subject_id=1', ['Satzglieder']],
    ['lernraster_subject_id=7', []],
    ['schoollevel_id=4', ['Prozentrechnen', 'Wetter und Klima']],
    ['schoollevel_id=3', ['Bruchrechnen']],
    ['schooltype_id=1', ['Bruchrechnen']],
    ['schooltype_id=17', ['Vocabulary Unit 3']],
    ['language_id=5', ['Vocabulary Unit 3']],
    ['language_id=1', ['Prozentrechnen', 'Wetter und Klima', 'Satzglieder', 'Bruchrechnen']],
    ['country_id=1', ['Prozentrechnen', 'Wetter und Klima', 'Bruchrechnen']],
    ['country_id=2', ['Satzglieder']],
    ['country_id=4', []],
    ['tag_ids=1', ['Prozentrechnen', 'Wetter und Klima', 'Bruchrechnen']],
    ['tag_ids=8', ['Prozentrechnen', 'Wetter und Klima', 'Satzglieder']],
    ['tag_ids=1,8', ['Prozentrechnen', 'Wetter und Klima']],
    ['tag_ids=8,5,1', ['Wetter und Klima']],
    ['tag_ids=8,8', ['Prozentrechnen', 'Wetter und Klima', 'Satzglieder']],
    ['tag_ids=1,3', []],
    ['tag_ids=12', []],
    ['country_id=1&lernraster_subject_id=2&tag_ids=8', ['Prozentrechnen']],
    ['schoollevel_id=4&sort=price_asc', ['Prozentrechnen', 'Wetter und Klima']],
    ['lernraster_subject_id=2&sort=price_desc', ['Prozentrechnen', 'Bruchrechnen']],
  ])('filters %s', async (query, expected) => {
    expect(await namesFound(`?${query}`)).toEqual(expected)
  })

  test.each([
    ['rechnen', ['Prozentrechnen', 'Bruchrechnen']],
    ['ZINSEN', ['Prozentrechnen']],
    ['klima', ['Wetter und Klima']],
    ['rechnen kürzen', ['Bruchrechnen']],
    ['kürzen   rechnen', ['Bruchrechnen']],
    ['vocabulary reise', ['Vocabulary Unit 3']],
    ['rechnen reise', []],
    ['wartend', []],
    ['abgelehnt', []],
    ['zurückgezogen', []],
    // The pattern characters of ILIKE are taken literally: as wildcards they would match every module.
    ['%', ['Wetter und Klima']],
    ['0%', ['Wetter und Klima']],
    ['_', ['Vocabulary Unit 3']],
    ['s_a', ['Vocabulary Unit 3']],
    ['\\', []],
    ['  ', ['Prozentrechnen', 'Vocabulary Unit 3', 'Wetter und Klima', 'Satzglieder', 'Bruchrechnen']],
  ])('finds the words of %j in the name or the description', async (words, expected) => {
    expect(await namesFound(withQuery({ search: words }))).toEqual(expected)
  })

  test('finds words whatever the case of their umlauts', async () => {
    expect(await namesFound(withQuery({ search: 'BRÜCHE' }))).toEqual(['Bruchrechnen'])
    expect(await namesFound(withQuery({ search: 'prädikat' }))).toEqual(['Satzglieder'])
  })

  test('refuses a query it cannot read', async () => {
    const get = async (query: string) => answer(await api(t.app, teacher.token).get(`/store/modules${query}`))
    expect(await get(withQuery({ search: 'x'.repeat(101) }))).toEqual(
      invalid({ search: [storeMessages.searchTooLong] }),
    )
    expect((await get(withQuery({ search: 'x'.repeat(100) }))).status).toBe(200)
    expect(await get('?tag_ids=eins')).toEqual(invalid({ tag_ids: [storeMessages.lookupUnknown] }))
    expect(await get('?tag_ids=1,2,3,4,5,6,7,8,9')).toEqual(
      invalid({ tag_ids: [storeMessages.lookupUnknown] }),
    )
    // The lists' ids are smallint: a larger one names no entry, and is told so instead of failing in SQL.
    expect(await get('?country_id=139488')).toEqual(invalid({ country_id: [storeMessages.lookupUnknown] }))
    for (const query of ['?sort=cheap', '?page=0', '?country_id=CH', '?author=1']) {
      expect((await get(query)).status, query).toBe(422)
    }
  })
})

describe('the store card', () => {
  test('describes the module with its lookups, counts and price for a teacher who has nothing of it', async () => {
    const [card] = (await search(withQuery({ search: 'Bruchrechnen' }))).items
    expect(card).toEqual({
      id: bruch.copyId,
      name: 'Bruchrechnen',
      description: 'Brüche kürzen und erweitern',
      cover_path: null,
      crystals: 25,
      your_price: 25,
      admin_id: authorB.user.id,
      author: { firstname: 'Vreni', lastname: 'Muster' },
      lernraster_subject: { id: 2, title: 'Mathematik' },
      schoollevel: { id: 3, title: 'Primarstufe, 3.–6. Klasse (Zyklus 2)' },
      schooltype: { id: 1, title: 'Primarschule' },
      language: { id: 1, title: 'Deutsch' },
      country: { id: 1, title: 'Schweiz' },
      tags: [{ id: 1, title: 'Grundlagen' }],
      rows: 6,
      columns: 6,
      topics_count: 2,
      questions_count: 4,
      buyers_count: 0,
      classes_count: 0,
      published_at: '2026-11-02T08:02:00.000Z',
      purchased: false,
      owns_earlier_version: false,
      is_own: false,
    })
  })

  test('tells the buyer of an earlier version that the new one is free, the author that it is theirs', async () => {
    const cardFor = async (who: TestUser) =>
      (await search(withQuery({ search: 'Prozentrechnen' }), who)).items[0]!
    const relation = (card: StorePage['items'][number]) => ({
      id: card.id,
      crystals: card.crystals,
      your_price: card.your_price,
      buyers_count: card.buyers_count,
      purchased: card.purchased,
      owns_earlier_version: card.owns_earlier_version,
      is_own: card.is_own,
      tags: card.tags.map((tag) => tag.title),
    })
    const common = { id: prozentV2, crystals: 25, buyers_count: 1, tags: ['Grundlagen', 'Lehrplan 21'] }
    expect(relation(await cardFor(buyer))).toEqual({
      ...common,
      your_price: 0,
      purchased: false,
      owns_earlier_version: true,
      is_own: false,
    })
    expect(relation(await cardFor(teacher))).toEqual({
      ...common,
      your_price: 25,
      purchased: false,
      owns_earlier_version: false,
      is_own: false,
    })
    expect(relation(await cardFor(authorA))).toMatchObject({ is_own: true, owns_earlier_version: false })
    const free = (await search(withQuery({ search: 'Satzglieder' }))).items[0]!
    expect([free.crystals, free.your_price]).toEqual([0, 0])
  })
})

describe('GET /store/modules/byId', () => {
  const detail = async (id: number, who: TestUser = teacher) =>
    api(t.app, who.token).get(`/store/modules/byId?id=${id}`)

  test('answers the current copy of the line for the original, an earlier and the current copy', async () => {
    for (const id of [prozent.originId, prozent.copyId, prozentV2]) {
      const response = await detail(id)
      expect(response.statusCode, response.body).toBe(200)
      expect((response.json() as StoreModuleDetail).id, `id ${id}`).toBe(prozentV2)
    }
    // The buyer of v1 is sent on to v2 as well.
    expect((await detail(prozent.copyId, buyer)).json()).toMatchObject({
      id: prozentV2,
      your_price: 0,
      owns_earlier_version: true,
    })
  })

  test('is 404 for a line with nothing in the store, whoever asks', async () => {
    const lines = [
      awaiting.copyId,
      awaiting.originId,
      declined.copyId,
      declined.originId,
      withdrawn.copyId,
      withdrawn.originId,
      999_999,
    ]
    for (const id of lines) {
      for (const who of [teacher, buyer, authorA, provider]) {
        expect(answer(await detail(id, who)), `id ${id}`).toEqual(notFound)
      }
    }
  })

  test('shows the grid as published, by titles only: no descriptions, no solutions', async () => {
    const response = await detail(prozentV2)
    const blocks = (response.json() as StoreModuleDetail).blocks
    const topic = (column: number) => prozent.grid.at(column, 1).id
    expect(blocks).toEqual([
      {
        id: expect.any(Number),
        name: 'Grundwert',
        order: 1,
        topics: [
          {
            id: expect.any(Number),
            title: 'Thema 1.1',
            order: 1,
            topic_type_id: 1,
            questions: [
              { id: expect.any(Number), title: `Ich kann ${topic(1)}.1` },
              { id: expect.any(Number), title: `Ich kann ${topic(1)}.2` },
            ],
          },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Block 2',
        order: 2,
        topics: [
          {
            id: expect.any(Number),
            title: 'Thema 2.1',
            order: 1,
            topic_type_id: 1,
            questions: [
              { id: expect.any(Number), title: `Ich kann ${topic(2)}.1` },
              { id: expect.any(Number), title: `Ich kann ${topic(2)}.2` },
            ],
          },
        ],
      },
    ])
    // The copy's own rows (a snapshot), not the original's: the author's later edits do not show.
    const originalBlockIds = prozent.grid.blocks.map((block) => block.id)
    expect(blocks.map((block) => block.id).filter((id) => originalBlockIds.includes(id))).toEqual([])
    const edit = await api(t.app, authorA.token).post('/blocks/update', {
      id: prozent.grid.blocks[1]!.id,
      name: 'Später geändert',
      order: 2,
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const again = (await detail(prozent.originId)).json() as StoreModuleDetail
    expect(again.blocks.map((block) => block.name)).toEqual(['Grundwert', 'Block 2'])
    expect(response.body).not.toContain('Lösung')
    expect(response.body).not.toContain('Beschreibung')
  })
})
