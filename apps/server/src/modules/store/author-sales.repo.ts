import { type StoreSales, schoolTimeZone } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { listedInStore } from '../core/store-listing'

/**
 * An author's sales (issue 38, docs/product/store.md "For authors") in one statement: every store copy
 * of theirs that was ever confirmed, with its buyers (module_purchases, free new versions and demo
 * purchases included) and the crystals it brought (the ledger's `sale` entries: a demo purchase credits
 * nothing), grouped by line; and the last 12 months from `now`, months without sales included. Months
 * are the school's (Zürich) months, as on the provider's ledger: a sale at 00:30 on the 1st belongs to
 * the new month on both screens.
 */
/** Whether a moment lies in the Zürich month that starts at the local time `month_start`. */
const inMonth = (column: string) => {
  const local = sql`${sql.raw(column)} at time zone ${schoolTimeZone}`
  return sql`${local} >= month_start and ${local} < month_start + interval '1 month'`
}

export async function readSales(db: Db, userId: number, now: Date): Promise<StoreSales> {
  const result = await db.execute(sql`
    with versions as (
      select c.id, c.origin_module_id, c.name, md.published_at, ${listedInStore('c', 'md')} as listed,
        (select count(*)::int from module_purchases p where p.module_id = c.id) as buyers,
        (select coalesce(sum(e.amount), 0)::int from crystal_entries e
          where e.user_id = ${userId} and e.kind = 'sale' and e.module_id = c.id) as crystals
      from modules c join module_meta_data md on md.module_id = c.id
      where c.owner_id = ${userId} and c.origin_module_id is not null and md.published_at is not null
    ), lines as (
      select origin_module_id, (array_agg(name order by published_at desc, id desc))[1] as name,
        sum(buyers)::int as buyers, sum(crystals)::int as crystals,
        json_agg(json_build_object('module_id', id, 'listed', listed,
          'published_at', ${isoTimestamp('published_at')}, 'buyers', buyers, 'crystals', crystals)
          order by published_at desc, id desc) as versions,
        max(published_at) as newest
      from versions group by origin_module_id
    ), months as (
      select m as month_start from generate_series(
        date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${schoolTimeZone}) - interval '11 months',
        date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${schoolTimeZone}), interval '1 month') m
    )
    select
      coalesce((select sum(crystals) from lines), 0)::int as total_crystals,
      coalesce((select sum(buyers) from lines), 0)::int as total_purchases,
      coalesce((select json_agg(json_build_object('origin_module_id', origin_module_id, 'name', name,
        'buyers', buyers, 'crystals', crystals, 'versions', versions) order by newest desc) from lines),
        '[]'::json) as lines,
      (select json_agg(json_build_object('month', to_char(month_start, 'YYYY-MM'),
        'purchases', (select count(*)::int from module_purchases p join versions v on v.id = p.module_id
          where ${inMonth('p.created_at')}),
        'crystals', (select coalesce(sum(e.amount), 0)::int from crystal_entries e
          where e.user_id = ${userId} and e.kind = 'sale'
            and ${inMonth('e.created_at')}))
        order by month_start) from months) as months`)
  return resultRows<StoreSales>(result)[0]!
}
