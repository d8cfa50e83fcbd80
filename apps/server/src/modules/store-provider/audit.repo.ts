import type { AuditLine, StoreAuditAction } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { matchesEveryWord } from '../../lib/word-search'

// The store's audit trail as the provider reads it (decision 054): newest first, filtered by action
// and by person; read-only (nothing here, nor anywhere, changes a line: a trigger refuses it).

export interface AuditFilters {
  action?: StoreAuditAction
  /** Words of the name of whose crystals or module a line concerns, or of who acted. */
  person?: string
}

function conditions(filters: AuditFilters): SQL {
  const action = filters.action === undefined ? sql`true` : sql`a.action = ${filters.action}`
  const names = sql`(coalesce(a.user_name, '') || ' ' || a.actor_name)`
  return sql`${action} and ${matchesEveryWord(names, filters.person)}`
}

/** One page (or every line when `page` is left out, for the CSV) and the number of matches: one statement. */
export async function listAudit(
  db: Db,
  input: AuditFilters & { page?: { limit: number; offset: number } },
): Promise<{ items: AuditLine[]; total: number }> {
  const window = input.page ? sql`limit ${input.page.limit} offset ${input.page.offset}` : sql``
  const result = await db.execute(sql`
    with matching as (select a.* from store_audit a where ${conditions(input)}),
    shown as (select * from matching order by created_at desc, id desc ${window})
    select (select count(*)::int from matching) as total,
      coalesce((select json_agg(json_build_object('id', s.id, 'created_at', ${isoTimestamp('s.created_at')},
        'action', s.action, 'actor_name', s.actor_name, 'user_id', s.user_id, 'user_name', s.user_name,
        'module_id', s.module_id, 'module_name', s.module_name, 'amount', s.amount, 'reason', s.reason)
        order by s.created_at desc, s.id desc) from shown s), '[]'::json) as items`)
  return resultRows<{ items: AuditLine[]; total: number }>(result)[0]!
}
