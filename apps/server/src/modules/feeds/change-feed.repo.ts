import type { ChangeFeedItem } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'

/**
 * The newest changes their owners made to the modules shared with or bought by the teacher
 * (docs/product/runs.md "Feeds"), in one statement. Only changes after the teacher received the module (the
 * earlier ones are in the grid they got), never the teacher's own. Per received module, its newest
 * `take` changes by the (module, created_at) index; of those, the newest `take`. The module's name is
 * its current one.
 */
export async function listChanges(db: Db, teacherId: number, take: number): Promise<ChangeFeedItem[]> {
  const result = await db.execute(sql`
    select c.id, c.module_id, m.name as module_name, c.subject as type, c.name,
      c.kind as feed_status_name, u.firstname as from_user_firstname, u.lastname as from_user_lastname,
      ${isoTimestamp('c.created_at')} as created_at
    from (
      select module_id, min(created_at) as received_at from (
        select module_id, created_at from module_shares where user_id = ${teacherId}
        union all
        select module_id, created_at from module_purchases where user_id = ${teacherId}
      ) receipts
      group by module_id
    ) r
      join modules m on m.id = r.module_id and m.owner_id <> ${teacherId}
      cross join lateral (
        select mc.id, mc.module_id, mc.subject, mc.name, mc.kind, mc.user_id, mc.created_at
        from module_changes mc
        where mc.module_id = r.module_id and mc.created_at > r.received_at and mc.user_id <> ${teacherId}
        order by mc.created_at desc, mc.id desc
        limit ${take}
      ) c
      join users u on u.id = c.user_id
    order by c.created_at desc, c.id desc
    limit ${take}`)
  return resultRows<ChangeFeedItem>(result)
}
