import type { CrystalHistory } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { api, createUser, registerTeacher } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { rows } from './store-fixtures'

// Issue 14 (decision 018): an account opens with CRYSTALS_START, whatever it is set to; 100 is only
// the default (purchase.test.ts checks that one).

const t = useTestApp({ CRYSTALS_START: '40' })

const historyOf = async (token: string) =>
  (await api(t.app, token).get('/crystals/history')).json() as CrystalHistory

describe('CRYSTALS_START', () => {
  test('a registered teacher and an older account both open with the configured amount', async () => {
    expect(t.app.ctx.config.CRYSTALS_START).toBe(40)
    // Registered, not yet activated: the account is there before the teacher can look at it.
    const { email } = await registerTeacher(t.app)
    const ledger = await rows(
      t.app,
      sql`select e.kind, e.amount, e.balance_after, a.balance from crystal_entries e
        join users u on u.id = e.user_id join crystal_accounts a on a.user_id = u.id where u.email = ${email}`,
    )
    expect(ledger).toEqual([{ kind: 'start', amount: 40, balance_after: 40, balance: 40 }])

    // An account from before the store opens at its first look.
    const older = await createUser(t.app)
    const history = await historyOf(older.token)
    expect({
      balance: history.balance,
      total: history.total,
      entries: history.items.map((entry) => [entry.kind, entry.amount, entry.balance_after]),
    }).toEqual({ balance: 40, total: 1, entries: [['start', 40, 40]] })
    // Looking again opens nothing more.
    expect((await historyOf(older.token)).total).toBe(1)
    expect((await api(t.app, older.token).get('/crystals/balance')).json()).toEqual({ balance: 40 })
  })
})
