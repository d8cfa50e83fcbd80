import { type ModuleSummary, providerLimits, providerMessages, Role, storeMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { listedModule, rows } from '../store/store-fixtures'
import { api, createUser, mailsTo, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 38, decision 054 "Taking a module off the store": the provider takes a listed module down
// with a reason; buyers keep their copies, the store no longer lists or sells it, the author is mailed,
// the audit trail has its line. Twice at once decides once. Runs on PostgreSQL too.

const t = useTestApp()
let provider: TestUser
let author: TestUser
let buyer: TestUser
let other: TestUser

beforeAll(async () => {
  provider = await createUser(t.app, { role: Role.admin })
  author = await createUser(t.app)
  buyer = await createUser(t.app)
  other = await createUser(t.app)
})

const takedown = (id: number, reason = 'Die Bilder sind urheberrechtlich geschützt.') =>
  api(t.app, provider.token).post('/publications/takedown', { id, reason })

const searchIds = async (who: TestUser, words: string) =>
  (
    (await api(t.app, who.token).get(`/store/modules?search=${encodeURIComponent(words)}`)).json().items as {
      id: number
    }[]
  ).map((item) => item.id)

describe('POST /publications/takedown', () => {
  test('takes the module off the store; the buyer keeps it; the author is mailed the reason; the trail has it', async () => {
    const { copyId } = await listedModule(t.app, { author, provider }, { name: 'Bruchrechnen Takedown' })
    expect((await api(t.app, buyer.token).post('/modules/purchase', { id: copyId })).statusCode).toBe(200)
    expect(await searchIds(other, 'Bruchrechnen Takedown')).toEqual([copyId])

    const response = await takedown(copyId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: providerMessages.takenDown })

    // The store no longer lists or sells it.
    expect(await searchIds(other, 'Bruchrechnen Takedown')).toEqual([])
    const refused = await api(t.app, other.token).post('/modules/purchase', { id: copyId })
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({
      status: 404,
      body: { message: storeMessages.notInStore },
    })
    // The buyer keeps it among the modules available to them, and can open it.
    const purchased = (await api(t.app, buyer.token).get('/modules/purchased')).json() as { id: number }[]
    expect(purchased.map((module) => module.id)).toContain(copyId)
    expect((await api(t.app, buyer.token).get(`/modules/byId?id=${copyId}`)).statusCode).toBe(200)

    const [meta] = await rows<Record<string, unknown>>(
      t.app,
      sql`select removal_kind, removed_by, removal_reason, removed_at is not null as removed
        from module_meta_data where module_id = ${copyId}`,
    )
    expect(meta).toEqual({
      removal_kind: 'provider',
      removed_by: provider.user.id,
      removal_reason: 'Die Bilder sind urheberrechtlich geschützt.',
      removed: true,
    })
    const audit = await rows(
      t.app,
      sql`select action, actor_id, user_id, module_id, module_name, reason from store_audit
        where module_id = ${copyId} and action = 'takedown'`,
    )
    expect(audit).toEqual([
      {
        action: 'takedown',
        actor_id: provider.user.id,
        user_id: author.user.id,
        module_id: copyId,
        module_name: 'Bruchrechnen Takedown',
        reason: 'Die Bilder sind urheberrechtlich geschützt.',
      },
    ])
    const mail = (await mailsTo(t.app, author.user.email)).find((entry) =>
      entry.subject.includes('nicht mehr im Store'),
    )
    expect(mail?.text).toContain('Die Bilder sind urheberrechtlich geschützt.')
    expect(mail?.subject).toContain('Bruchrechnen Takedown')
    // The author reads it on the module's card too: taken off by the provider, with the reason.
    const own = (await api(t.app, author.token).get('/modules')).json() as ModuleSummary[]
    expect(own.find((module) => module.published_module_id === copyId)?.publication).toMatchObject({
      removal_kind: 'provider',
      removal_reason: 'Die Bilder sind urheberrechtlich geschützt.',
      store_module_id: null,
    })
  })

  test('a module that is not listed (any more) is refused in German, and nothing changes', async () => {
    const { copyId } = await listedModule(t.app, { author, provider })
    expect((await takedown(copyId)).statusCode).toBe(200)
    const audit = () =>
      rows(t.app, sql`select count(*)::int as n from store_audit where module_id = ${copyId}`)
    const before = await audit()
    const again = await takedown(copyId)
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { code: 'conflict', message: providerMessages.notListed },
    })
    expect(await audit()).toEqual(before)
    // An original (no store copy) or a module that does not exist: not found.
    const { originId } = await listedModule(t.app, { author, provider })
    expect((await takedown(originId)).statusCode).toBe(404)
    expect((await takedown(999_999)).statusCode).toBe(404)
  })

  test('two administrators at the same moment: one takes it down, the other is told; one audit line, one mail', async () => {
    const second = await createUser(t.app, { role: Role.admin })
    const { copyId } = await listedModule(t.app, { author, provider }, { name: 'Zweimal zugleich' })
    const mailsBefore = (await mailsTo(t.app, author.user.email)).length
    const answers = await Promise.all([
      takedown(copyId, 'Erster Grund'),
      api(t.app, second.token).post('/publications/takedown', { id: copyId, reason: 'Zweiter Grund' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const lines = await rows(
      t.app,
      sql`select reason from store_audit where module_id = ${copyId} and action = 'takedown'`,
    )
    expect(lines).toHaveLength(1)
    expect((await mailsTo(t.app, author.user.email)).length).toBe(mailsBefore + 1)
  })

  test('the reason is required and at most 1000 characters', async () => {
    const { copyId } = await listedModule(t.app, { author, provider })
    const empty = await takedown(copyId, '   ')
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.reason).toEqual([providerMessages.takedownReasonRequired])
    const long = await takedown(copyId, 'x'.repeat(providerLimits.takedownReasonMax + 1))
    expect(long.json().errors.reason).toEqual([providerMessages.takedownReasonTooLong])
    expect(await searchIds(other, 'Prozentrechnen')).toContain(copyId)
  })

  test('npm run admin -- takedown <id> --reason: the same, by the command line', async () => {
    const { copyId } = await listedModule(t.app, { author, provider }, { name: 'Per Kommandozeile' })
    const answer = await runAdminCommand(t.app.ctx, {
      name: 'takedown',
      id: copyId,
      reason: 'Doppelt eingereicht.',
    })
    expect(answer).toBe(providerMessages.takenDown)
    expect(
      await rows(
        t.app,
        sql`select actor_id, actor_name from store_audit where module_id = ${copyId} and action = 'takedown'`,
      ),
    ).toEqual([{ actor_id: null, actor_name: 'Kommandozeile' }])
    expect(await searchIds(other, 'Per Kommandozeile')).toEqual([])
    // As typed: the reason is required.
    expect(parseAdminArgs(['takedown', '12', '--reason', 'Doppelt'])).toEqual({
      name: 'takedown',
      id: 12,
      reason: 'Doppelt',
    })
    expect(() => parseAdminArgs(['takedown', '12'])).toThrow()
  })
})
