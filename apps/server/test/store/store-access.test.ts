import { type ErrorCode, errorMessages, errorStatus, storeMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { storeRoutes } from '../../src/modules/store/store.routes'
import { registeredRoutes } from '../support/access-table'
import { api, createCallers, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { listedModule, metaData, moduleWithContent, publish, rows } from './store-fixtures'

// Issue 14: who may call each route of publishing, the store, purchases, crystals and the review.
// Callers: nobody, a student, teachers not yet confirmed or activated, a teacher unrelated to the
// modules, the author, a buyer, and the provider's administrator (role 1). A refused call changes
// nothing in the store's tables.

const t = useTestApp()
type Who =
  | 'anonymous'
  | 'student'
  | 'unconfirmed'
  | 'notActivated'
  | 'teacher'
  | 'author'
  | 'buyer'
  | 'provider'
const everyone: Who[] = [
  'anonymous',
  'student',
  'unconfirmed',
  'notActivated',
  'teacher',
  'author',
  'buyer',
  'provider',
]
type Outcome = number | ErrorCode | { code: ErrorCode; message: string }

const refusedEarly = {
  anonymous: 'unauthenticated',
  student: 'studentNotAllowed',
  unconfirmed: 'emailNotConfirmed',
  notActivated: 'accountNotActivated',
} as const
const allTeachers = (status: Outcome = 200): Record<Who, Outcome> => ({
  ...refusedEarly,
  teacher: status,
  author: status,
  buyer: status,
  provider: status,
})
const authorOnly: Record<Who, Outcome> = { ...allTeachers('notFound'), author: 200 }
const providerOnly: Record<Who, Outcome> = { ...allTeachers('forbidden'), provider: 200 }
const notInStore = { code: 'notFound', message: storeMessages.notInStore } as const

let users: Record<Who, TestUser | undefined>
let listed: { originId: number; copyId: number; metaId: number }
let awaitingCopy: number
let declinedCopy: number
let republished: number

beforeAll(async () => {
  const callers = await createCallers(t.app)
  const author = await createUser(t.app)
  const buyer = await createUser(t.app)
  users = { anonymous: undefined, ...callers, provider: callers.admin, author, buyer }
  listed = await listedModule(t.app, { author, provider: callers.admin })
  const bought = await api(t.app, buyer.token).post('/modules/purchase', { id: listed.copyId })
  expect(bought.statusCode, bought.body).toBe(200)
  awaitingCopy = (await publish(t.app, author, await moduleWithContent(t.app, author, 'Wartend')))
    .published_module_id
  declinedCopy = (await publish(t.app, author, await moduleWithContent(t.app, author, 'Abgelehnt')))
    .published_module_id
  republished = await moduleWithContent(t.app, author, 'Neu')
})

/** What a refused call must leave alone: modules, metadata, purchases, balances and the ledger. */
const storeState = () =>
  rows(
    t.app,
    sql`select
      (select json_agg(json_build_object('id', id, 'status', status_id, 'published', published_module_id) order by id) from modules) as modules,
      (select json_agg(md order by id) from module_meta_data md) as meta,
      (select json_agg(json_build_object('m', module_id, 'u', user_id) order by module_id, user_id) from module_purchases) as purchases,
      (select json_agg(json_build_object('u', user_id, 'b', balance) order by user_id) from crystal_accounts) as balances,
      (select count(*)::int from crystal_entries) as entries`,
  )

function expectOutcome(response: LightMyRequestResponse, outcome: Outcome, who: Who) {
  if (typeof outcome === 'number') {
    expect(response.statusCode, `${who}: ${response.body}`).toBe(outcome)
    return
  }
  const expected = typeof outcome === 'string' ? { code: outcome, message: errorMessages[outcome] } : outcome
  expect({ status: response.statusCode, body: response.json() }, who).toMatchObject({
    status: errorStatus[expected.code],
    body: expected,
  })
}

interface Row {
  route: string
  call: (client: ReturnType<typeof api>) => Promise<LightMyRequestResponse>
  outcomes: Record<Who, Outcome>
}

const table = (): Row[] => [
  {
    route: 'POST /modules/publish',
    call: (c) => c.post('/modules/publish', { id: republished, metaData: metaData() }),
    outcomes: authorOnly,
  },
  {
    route: 'GET /modules-metadatas/byId',
    call: (c) => c.get(`/modules-metadatas/byId?id=${listed.metaId}`),
    outcomes: authorOnly,
  },
  {
    route: 'POST /modules-metadatas/update',
    call: (c) => c.post('/modules-metadatas/update', { id: listed.metaId, ...metaData({ crystals: 25 }) }),
    outcomes: authorOnly,
  },
  {
    route: 'GET /store/modules',
    call: (c) => c.get('/store/modules?sort=price_asc'),
    outcomes: allTeachers(),
  },
  {
    route: 'GET /store/modules/byId',
    call: (c) => c.get(`/store/modules/byId?id=${listed.originId}`),
    outcomes: allTeachers(),
  },
  {
    route: 'POST /modules/purchase',
    call: (c) => c.post('/modules/purchase', { id: listed.copyId, crystals: 25 }),
    outcomes: { ...allTeachers(), author: 'ownModule', buyer: 'alreadyPurchased' },
  },
  { route: 'GET /crystals/balance', call: (c) => c.get('/crystals/balance'), outcomes: allTeachers() },
  { route: 'GET /crystals/history', call: (c) => c.get('/crystals/history?page=2'), outcomes: allTeachers() },
  { route: 'GET /publications', call: (c) => c.get('/publications?status=declined'), outcomes: providerOnly },
  {
    route: 'GET /publications/byId',
    call: (c) => c.get(`/publications/byId?id=${awaitingCopy}`),
    outcomes: providerOnly,
  },
  {
    route: 'POST /publications/confirm',
    call: (c) => c.post('/publications/confirm', { id: awaitingCopy }),
    outcomes: providerOnly,
  },
  {
    route: 'POST /publications/decline',
    call: (c) => c.post('/publications/decline', { id: declinedCopy, reason: 'Die Lösungen fehlen.' }),
    outcomes: providerOnly,
  },
]

describe('access of every store route', () => {
  test('the table covers every route of the plugin', async () => {
    const registered = await registeredRoutes(t.app, [storeRoutes])
    expect(new Set(registered)).toEqual(new Set(table().map((row) => row.route)))
  })

  test.each(table().map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    for (const who of everyone) {
      const outcome = row.outcomes[who]
      const refused = typeof outcome !== 'number'
      const before = refused ? await storeState() : undefined
      const response = await row.call(api(t.app, users[who]?.token))
      expectOutcome(response, outcome, who)
      if (refused) expect(await storeState(), `${who} changed nothing`).toEqual(before)
    }
  })

  test('a module awaiting review or declined cannot be bought or seen in the store, by anyone', async () => {
    const author = users.author!
    const stillAwaiting = (await publish(t.app, author, await moduleWithContent(t.app, author, 'Später')))
      .published_module_id
    await api(t.app, users.provider!.token).post('/publications/decline', {
      id: declinedCopy,
      reason: 'Zu kurz.',
    })
    for (const id of [stillAwaiting, declinedCopy]) {
      for (const who of ['teacher', 'buyer', 'provider'] as const) {
        const client = api(t.app, users[who]!.token)
        expectOutcome(await client.post('/modules/purchase', { id }), notInStore, who)
        expectOutcome(await client.get(`/store/modules/byId?id=${id}`), 'notFound', who)
      }
    }
  })

  test('a buyer cannot edit, publish or change the grid of what they bought', async () => {
    const client = api(t.app, users.buyer!.token)
    const before = await storeState()
    expectOutcome(
      await client.post('/modules/publish', { id: listed.copyId, metaData: metaData() }),
      'notFound',
      'buyer',
    )
    expectOutcome(
      await client.post('/modules/update', { id: listed.copyId, name: 'Meins', description: '' }),
      'notFound',
      'buyer',
    )
    expectOutcome(
      await client.post('/blocks/store', { module_id: listed.copyId, name: 'X', order: 3 }),
      'notFound',
      'buyer',
    )
    expect(await storeState()).toEqual(before)
    // They read it, as a purchase allows.
    expect((await client.get(`/modules/byId?id=${listed.copyId}`)).statusCode).toBe(200)
  })

  test('the author cannot change the store copy either: it is a snapshot', async () => {
    const client = api(t.app, users.author!.token)
    const before = await storeState()
    expectOutcome(
      await client.post('/blocks/store', { module_id: listed.copyId, name: 'X', order: 3 }),
      'notFound',
      'author',
    )
    expectOutcome(await client.post('/modules/remove', { id: listed.copyId }), 'notFound', 'author')
    expect(await storeState()).toEqual(before)
  })
})
