import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { authorStoreRoutes } from '../../src/modules/store/author-store.routes'
import {
  expectRefused,
  type Outcome,
  refusedBeforeOwnership,
  registeredRoutes,
} from '../support/access-table'
import { api, createCallers, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { listedModule, moduleWithContent, publish, rows } from './store-fixtures'

// Issue 38: who may call the authors' store routes (decision 054). Callers: nobody, a student,
// teachers not yet confirmed or activated, a teacher unrelated to the module, a buyer of it, the
// provider's administrator and the author. A refused call changes nothing.

const t = useTestApp()
type Who =
  | 'anonymous'
  | 'student'
  | 'unconfirmed'
  | 'notActivated'
  | 'teacher'
  | 'buyer'
  | 'provider'
  | 'author'
const everyone: Who[] = [
  'anonymous',
  'student',
  'unconfirmed',
  'notActivated',
  'teacher',
  'buyer',
  'provider',
  'author',
]
const allTeachers: Record<Who, Outcome> = {
  ...refusedBeforeOwnership,
  teacher: 200,
  buyer: 200,
  provider: 200,
  author: 200,
}
/** The author's original: everyone else (the provider and a buyer too) is told it does not exist. */
const authorOnly: Record<Who, Outcome> = {
  ...refusedBeforeOwnership,
  teacher: 'notFound',
  buyer: 'notFound',
  provider: 'notFound',
  author: 200,
}

let users: Record<Who, TestUser | undefined>
let listed: { originId: number; copyId: number }
let awaitingOrigin: number

beforeAll(async () => {
  const callers = await createCallers(t.app)
  const author = await createUser(t.app)
  const buyer = await createUser(t.app)
  users = { anonymous: undefined, ...callers, provider: callers.admin, author, buyer }
  listed = await listedModule(t.app, { author, provider: callers.admin })
  expect((await api(t.app, buyer.token).post('/modules/purchase', { id: listed.copyId })).statusCode).toBe(
    200,
  )
  awaitingOrigin = await moduleWithContent(t.app, author, 'Wartend')
  await publish(t.app, author, awaitingOrigin)
})

const storeState = () =>
  rows(
    t.app,
    sql`select
      (select json_agg(json_build_object('id', id, 'published', published_module_id) order by id) from modules) as modules,
      (select json_agg(md order by id) from module_meta_data md) as meta,
      (select count(*)::int from store_audit) as audit`,
  )

function expectOutcome(response: LightMyRequestResponse, outcome: Outcome, who: Who) {
  if (typeof outcome === 'number') expect(response.statusCode, `${who}: ${response.body}`).toBe(outcome)
  else expectRefused(response, outcome, who)
}

interface Row {
  route: string
  call: (client: ReturnType<typeof api>) => Promise<LightMyRequestResponse>
  outcomes: Record<Who, Outcome>
}

// The author's successful calls come last in `everyone`, so the refused ones meet the object intact.
const table = (): Row[] => [
  {
    route: 'POST /modules/withdrawPublication',
    call: (c) => c.post('/modules/withdrawPublication', { id: awaitingOrigin }),
    outcomes: authorOnly,
  },
  {
    route: 'POST /modules/unlist',
    call: (c) => c.post('/modules/unlist', { id: listed.originId }),
    outcomes: authorOnly,
  },
  { route: 'GET /store/sales', call: (c) => c.get('/store/sales'), outcomes: allTeachers },
]

describe('access of every author store route', () => {
  test('the table covers every route of the plugin', async () => {
    const registered = await registeredRoutes(t.app, [authorStoreRoutes])
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

  test('a store copy is no original: its id is refused even to its author', async () => {
    const client = api(t.app, users.author!.token)
    const before = await storeState()
    expectOutcome(await client.post('/modules/unlist', { id: listed.copyId }), 'notFound', 'author')
    expectOutcome(
      await client.post('/modules/withdrawPublication', { id: listed.copyId }),
      'notFound',
      'author',
    )
    expect(await storeState()).toEqual(before)
  })
})
