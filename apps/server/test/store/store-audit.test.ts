import { Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { runAdminCommand } from '../../src/admin/commands'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { offerInStore } from './store-builders'
import { rows, setBalance } from './store-fixtures'

// Decision 054 "The audit trail": every purchase, grant and correction leaves one line, written in
// the action's transaction; a refused action leaves none.

const t = useTestApp()
let author: TestUser
let buyer: TestUser
let provider: TestUser
/** The trail's last line before each test: a test reads only the lines it made. */
let before: number
beforeEach(async () => {
  author = await createUser(t.app)
  buyer = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
  await t.app.ctx.db.execute(
    sql`update users set firstname = 'Bruno', lastname = 'Käufer' where id = ${buyer.user.id}`,
  )
  before = (
    await rows<{ last: number }>(t.app, sql`select coalesce(max(id), 0) as last from store_audit`)
  )[0]!.last
})

const buy = (who: TestUser, body: object) => api(t.app, who.token).post('/modules/purchase', body)
const trail = () =>
  rows<Record<string, unknown>>(
    t.app,
    sql`select action, actor_id, actor_name, user_id, user_name, module_id, module_name, amount, reason
      from store_audit where id > ${before} order by id`,
  )

describe('the store audit trail', () => {
  test('a purchase, a free one too, is a line with the buyer as actor and the price taken', async () => {
    const paid = await offerInStore(t, { author, provider }, 'Brüche', { crystals: 25 })
    const free = await offerInStore(t, { author, provider }, 'Gratis', { crystals: 0 })
    expect((await buy(buyer, { id: paid.copyId, crystals: 25 })).statusCode).toBe(200)
    expect((await buy(buyer, { id: free.copyId, crystals: 0 })).statusCode).toBe(200)
    const purchase = { action: 'purchase', actor_id: buyer.user.id, actor_name: 'Bruno Käufer' }
    const whose = { user_id: buyer.user.id, user_name: 'Bruno Käufer', reason: null }
    expect(await trail()).toEqual([
      { ...purchase, ...whose, module_id: paid.copyId, module_name: 'Brüche', amount: -25 },
      { ...purchase, ...whose, module_id: free.copyId, module_name: 'Gratis', amount: 0 },
    ])
  })

  test('a refused purchase leaves no line', async () => {
    const { copyId } = await offerInStore(t, { author, provider }, 'Zu teuer', { crystals: 100 })
    await setBalance(t.app, buyer, 99)
    const lines = await trail()
    expect((await buy(buyer, { id: copyId, crystals: 100 })).statusCode).toBe(409)
    expect((await buy(author, { id: copyId, crystals: 100 })).statusCode).toBe(409)
    expect(await trail()).toEqual(lines)
  })

  test("the command line's grant and correction are lines with their reason; one below zero is none", async () => {
    const grant = (amount: number, reason: string) =>
      runAdminCommand(t.app.ctx, { name: 'grant', email: buyer.user.email!, amount, reason })
    await grant(50, 'Weiterbildung')
    await grant(-30, 'Doppelt gebucht')
    await expect(grant(-500, 'Zu viel')).rejects.toThrow('below zero')
    const byCommandLine = { actor_id: null, actor_name: 'Kommandozeile', user_id: buyer.user.id }
    expect(await trail()).toEqual(
      [
        { ...byCommandLine, action: 'grant', amount: 50, reason: 'Weiterbildung' },
        { ...byCommandLine, action: 'correction', amount: -30, reason: 'Doppelt gebucht' },
      ].map((line) => ({ ...line, user_name: 'Bruno Käufer', module_id: null, module_name: null })),
    )
    const kinds = await rows<{ kind: string; amount: number }>(
      t.app,
      sql`select kind, amount from crystal_entries where user_id = ${buyer.user.id} order by id`,
    )
    expect(kinds).toEqual([
      { kind: 'start', amount: 100 },
      { kind: 'grant', amount: 50 },
      { kind: 'correction', amount: -30 },
    ])
  })

  test('the trail keeps its names after the account is deleted', async () => {
    const { copyId } = await offerInStore(t, { author, provider }, 'Bleibt', { crystals: 10 })
    await buy(buyer, { id: copyId, crystals: 10 })
    await t.app.ctx.db.execute(sql`delete from users where id = ${buyer.user.id}`)
    expect(await trail()).toMatchObject([{ action: 'purchase', user_name: 'Bruno Käufer', amount: -10 }])
  })
})
