import { types } from '@electric-sql/pglite'
import { afterAll, describe, expect, test } from 'vitest'
import { PgliteWithDrizzleParsers } from '../../src/db/pglite-with-drizzle-parsers'

// Issue 18: the parsers Drizzle sends with each query are set once on the embedded database instead
// of PGlite copying its whole table for every query (decision 020). They must still apply, in and
// out of transactions, and the transaction object must keep working.

const pglite = new PgliteWithDrizzleParsers()
afterAll(() => pglite.close())

const asMarked = { [types.INT4]: (value: string) => `int:${value}` }

describe('the embedded database with Drizzle parsers', () => {
  test('the parsers of one query apply to it and stay for the next ones', async () => {
    const plain = await pglite.query<{ n: unknown }>('select 7::int4 as n')
    expect(plain.rows[0]!.n).toBe(7)
    const parsed = await pglite.query<{ n: unknown }>('select 7::int4 as n', [], { parsers: asMarked })
    expect(parsed.rows[0]!.n).toBe('int:7')
    const later = await pglite.query<{ n: unknown }>('select 8::int4 as n')
    expect(later.rows[0]!.n).toBe('int:8')
  })

  test('inside a transaction too, and the transaction still commits and rolls back', async () => {
    await pglite.query('create table kept (n int4)')
    const seen = await pglite.transaction(async (tx) => {
      await tx.query('insert into kept values (1)')
      const result = await tx.query<{ n: unknown }>('select n from kept', [], {
        rowMode: 'array',
        parsers: { [types.INT4]: (value: string) => `tx:${value}` },
      })
      expect(tx.closed).toBe(false)
      return result.rows
    })
    expect(seen).toEqual([['tx:1']])
    await pglite.transaction(async (tx) => {
      await tx.query('insert into kept values (2)')
      await tx.rollback()
      expect(tx.closed).toBe(true)
    })
    const kept = await pglite.query<{ n: unknown }>('select count(*)::text as n from kept')
    expect(kept.rows[0]!.n).toBe('1')
  })
})
