import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { storeProviderRoutes } from '../../src/modules/store-provider/store-provider.routes'
import { listedModule, rows } from '../store/store-fixtures'
import {
  expectRefused,
  type Outcome,
  refusedBeforeOwnership,
  registeredRoutes,
} from '../support/access-table'
import { api, createCallers, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 38: every route of the provider's tools, for every caller. Only the provider's administrators
// (role 1) get through; a teacher gets 403 and a refused call changes nothing in the store's tables,
// the ledger or the audit trail.

const t = useTestApp()
type Who = 'anonymous' | 'student' | 'unconfirmed' | 'notActivated' | 'teacher' | 'provider'
const everyone: Who[] = ['anonymous', 'student', 'unconfirmed', 'notActivated', 'teacher', 'provider']

const providerOnly: Record<Who, Outcome> = { ...refusedBeforeOwnership, teacher: 'forbidden', provider: 200 }

let users: Record<Who, TestUser | undefined>
let author: TestUser
let listed: { copyId: number }

beforeAll(async () => {
  const callers = await createCallers(t.app)
  author = await createUser(t.app)
  users = { anonymous: undefined, ...callers, provider: callers.admin }
  listed = await listedModule(t.app, { author, provider: callers.admin })
})

/** What a refused call must leave alone. */
const state = () =>
  rows(
    t.app,
    sql`select
      (select json_agg(md order by id) from module_meta_data md) as meta,
      (select json_agg(json_build_object('u', user_id, 'b', balance) order by user_id) from crystal_accounts) as balances,
      (select count(*)::int from crystal_entries) as entries,
      (select count(*)::int from store_audit) as audit,
      (select count(*)::int from mail_outbox) as mails`,
  )

interface Row {
  route: string
  call: (client: ReturnType<typeof api>) => Promise<LightMyRequestResponse>
}

const table = (): Row[] => [
  { route: 'GET /publications/waitingCount', call: (c) => c.get('/publications/waitingCount') },
  {
    route: 'POST /publications/takedown',
    call: (c) => c.post('/publications/takedown', { id: listed.copyId, reason: 'Urheberrecht verletzt.' }),
  },
  {
    route: 'GET /provider/teachers/byEmail',
    call: (c) => c.get(`/provider/teachers/byEmail?email=${encodeURIComponent(author.user.email)}`),
  },
  {
    route: 'POST /crystals/grant',
    call: (c) => c.post('/crystals/grant', { email: author.user.email, amount: 5, reason: 'Dank' }),
  },
  { route: 'GET /provider/balances', call: (c) => c.get('/provider/balances?sort=name') },
  { route: 'GET /provider/balances.csv', call: (c) => c.get('/provider/balances.csv') },
  { route: 'GET /provider/purchases', call: (c) => c.get('/provider/purchases') },
  { route: 'GET /provider/purchases.csv', call: (c) => c.get('/provider/purchases.csv') },
  { route: 'GET /provider/audit', call: (c) => c.get('/provider/audit?action=grant') },
  { route: 'GET /provider/audit.csv', call: (c) => c.get('/provider/audit.csv') },
]

describe('access of every route of the provider tools', () => {
  test('the table covers every route of the plugin', async () => {
    const registered = await registeredRoutes(t.app, [storeProviderRoutes])
    expect(new Set(registered)).toEqual(new Set(table().map((row) => row.route)))
  })

  test.each(table().map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    for (const who of everyone) {
      const outcome = providerOnly[who]
      const refused = typeof outcome !== 'number'
      const before = refused ? await state() : undefined
      const response = await row.call(api(t.app, users[who]?.token))
      if (typeof outcome === 'number') {
        expect(response.statusCode, `${who}: ${response.body}`).toBe(outcome)
        continue
      }
      expectRefused(response, outcome, who)
      expect(await state(), `${who} changed nothing`).toEqual(before)
    }
  })
})
