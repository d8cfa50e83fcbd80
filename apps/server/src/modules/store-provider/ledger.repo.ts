import {
  type BalanceSort,
  type PurchaseMonth,
  Role,
  schoolTimeZone,
  type TeacherBalance,
} from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { matchesEveryWord } from '../../lib/word-search'

// The crystal ledger for the provider's bookkeeping (issue 38): the balances per teacher and the
// purchases per month. Each screen's list is one statement.

const teacherRoles = sql.raw(`(${Role.admin}, ${Role.teacher})`)
const nameAndEmail = sql`(u.firstname || ' ' || u.lastname || ' ' || coalesce(u.email, ''))`

/** Orders of the matching rows `m`; the id last, so a page never shifts between two loads. */
const balanceOrder: Record<BalanceSort, SQL> = {
  balance_desc: sql`m.balance desc, m.lastname, m.firstname, m.id`,
  balance_asc: sql`m.balance asc, m.lastname, m.firstname, m.id`,
  name: sql`m.lastname, m.firstname, m.id`,
}

/** A teacher's account found by address, with the balance (the start amount while not yet opened). */
export async function findTeacherBalance(
  db: Db,
  email: string,
  startAmount: number,
): Promise<TeacherBalance | undefined> {
  const result = await db.execute(sql`
    select u.id, u.firstname, u.lastname, u.email, coalesce(ca.balance, ${startAmount})::int as balance
    from users u left join crystal_accounts ca on ca.user_id = u.id
    where u.email = ${email} and u.role_id in ${teacherRoles}`)
  return resultRows<TeacherBalance>(result)[0]
}

/**
 * The opened crystal accounts of teachers matching `search`, sorted: one page (or every row when
 * `page` is left out, for the CSV), the number of matches and their sum, in one statement.
 */
export async function listBalances(
  db: Db,
  input: { search?: string; sort: BalanceSort; page?: { limit: number; offset: number } },
): Promise<{ items: TeacherBalance[]; total: number; sum: number }> {
  const window = input.page ? sql`limit ${input.page.limit} offset ${input.page.offset}` : sql``
  const result = await db.execute(sql`
    with matching as (
      select u.id, u.firstname, u.lastname, u.email, ca.balance
      from crystal_accounts ca join users u on u.id = ca.user_id
      where u.role_id in ${teacherRoles} and ${matchesEveryWord(nameAndEmail, input.search)}),
    shown as (
      select m.*, row_number() over (order by ${balanceOrder[input.sort]}) as position
      from matching m order by ${balanceOrder[input.sort]} ${window})
    select (select count(*)::int from matching) as total,
      (select coalesce(sum(balance), 0)::int from matching) as sum,
      coalesce((select json_agg(json_build_object('id', id, 'firstname', firstname, 'lastname', lastname,
        'email', email, 'balance', balance) order by position) from shown), '[]'::json) as items`)
  return resultRows<{ items: TeacherBalance[]; total: number; sum: number }>(result)[0]!
}

/**
 * Purchases per month in the school's time zone, newest first, from the audit trail (it keeps every
 * purchase, also of modules and accounts deleted since): their number, the free ones among them, the
 * crystals spent and those credited to authors (a demo account's purchase credits nothing, decision
 * 018). Both sums come from the trail: the ledger goes with a deleted account (decision 054).
 */
export async function listPurchaseMonths(db: Db): Promise<PurchaseMonth[]> {
  const month = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${schoolTimeZone}, 'YYYY-MM')`
  const result = await db.execute(sql`
    select ${month('created_at')} as month, count(*)::int as purchases,
      count(*) filter (where coalesce(amount, 0) = 0)::int as free_purchases,
      coalesce(-sum(amount), 0)::int as crystals_spent,
      coalesce(sum(credited), 0)::int as crystals_credited
    from store_audit where action = 'purchase'
    group by 1 order by 1 desc`)
  return resultRows<PurchaseMonth>(result)
}
