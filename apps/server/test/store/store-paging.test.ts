import { Role, type StorePage } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { statementsOf } from '../feeds/feed-builders'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { insertListedCopies, type Offer, offerInStore } from './store-builders'

// Issue 14: the store pages ten at a time, and answers a page or a store page in the same number of
// statements whatever the number of modules (docs/conventions.md "Server modules": no query per row).

const t = useTestApp()
let author: TestUser
let provider: TestUser
let teacher: TestUser
beforeAll(async () => {
  author = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
  teacher = await createUser(t.app)
})

const search = async (query: string): Promise<StorePage> => {
  const response = await api(t.app, teacher.token).get(`/store/modules${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as StorePage
}

describe('statements', () => {
  test('the search and a store page take as many statements with 30 modules as with 3', async () => {
    const offers: Offer[] = []
    for (const name of ['Eins', 'Zwei', 'Drei']) {
      offers.push(await offerInStore(t, { author, provider }, name, { tag_ids: [1, 9] }))
    }
    // The teacher owns a version of one line, so the "earlier version" checks have rows to find.
    const bought = await api(t.app, teacher.token).post('/modules/purchase', { id: offers[0]!.copyId })
    expect(bought.statusCode, bought.body).toBe(200)
    const calls = {
      newest: () => search(''),
      filtered: () => search('?search=e&tag_ids=9&lernraster_subject_id=2&sort=price_desc'),
      page: () => api(t.app, teacher.token).get(`/store/modules/byId?id=${offers[0]!.originId}`),
    }
    const count = async () => ({
      newest: await statementsOf(t, calls.newest),
      filtered: await statementsOf(t, calls.filtered),
      page: await statementsOf(t, calls.page),
    })
    // The session lookup, then one statement for the page and its total (or the store page).
    const withThree = await count()
    expect(withThree).toEqual({ newest: 2, filtered: 2, page: 2 })
    expect((await search('')).total).toBe(3)

    await insertListedCopies(t.app, author, 27, { countryId: 1, schoolLevelId: 4, tagsOf: () => [9] })
    expect((await search('')).total).toBe(30)
    expect((await search('?tag_ids=9')).total).toBe(30)
    expect(await count()).toEqual(withThree)
  })
})

describe('paging', () => {
  const germany = { countryId: 2, schoolLevelId: 6, schoolTypeId: 8 }
  let names: string[]
  beforeAll(async () => {
    // Prices 0, 10, 25, 50, 100, 0, 10, ...; "Seite 12" is the newest.
    const prices = [0, 10, 25, 50, 100]
    await insertListedCopies(t.app, author, 12, {
      ...germany,
      namePrefix: 'Seite',
      crystalsOf: (index) => prices[index % 5]!,
    })
    names = Array.from({ length: 12 }, (_, index) => `Seite ${12 - index}`)
  })
  const pageOf = async (query: string) => {
    const page = await search(query)
    return {
      total: page.total,
      page: page.page,
      per_page: page.per_page,
      names: page.items.map((i) => i.name),
    }
  }

  test('ten per page, newest first, with the total on every page', async () => {
    expect(await pageOf('?country_id=2')).toEqual({
      total: 12,
      page: 1,
      per_page: 10,
      names: names.slice(0, 10),
    })
    expect(await pageOf('?country_id=2&page=2')).toEqual({
      total: 12,
      page: 2,
      per_page: 10,
      names: names.slice(10),
    })
    expect(await pageOf('?country_id=2&page=3')).toEqual({ total: 12, page: 3, per_page: 10, names: [] })
  })

  test('sorted by price, the pages continue one another (equal prices newest first)', async () => {
    // 0: Seite 11, 6, 1 - 10: Seite 12, 7, 2 - 25: Seite 8, 3 - 50: Seite 9, 4 - 100: Seite 10, 5.
    const ascending = [11, 6, 1, 12, 7, 2, 8, 3, 9, 4, 10, 5].map((number) => `Seite ${number}`)
    const first = await pageOf('?country_id=2&sort=price_asc')
    const second = await pageOf('?country_id=2&sort=price_asc&page=2')
    expect([...first.names, ...second.names]).toEqual(ascending)
    expect(second.names).toEqual(['Seite 10', 'Seite 5'])
    const descending = [10, 5, 9, 4, 8, 3, 12, 7, 2, 11, 6, 1].map((number) => `Seite ${number}`)
    const down = [
      ...(await pageOf('?country_id=2&sort=price_desc')).names,
      ...(await pageOf('?country_id=2&sort=price_desc&page=2')).names,
    ]
    expect(down).toEqual(descending)
  })
})
