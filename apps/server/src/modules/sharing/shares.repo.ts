import type { SharedUser } from '@lernraster/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { moduleShares } from '../../db/schema'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { ownedBy } from '../core/module-access'

/**
 * Shares the module with the user; false when it was shared already. ON CONFLICT DO NOTHING: of two
 * requests at the same moment one inserts and the other is told it is shared already.
 */
export async function insertShare(
  tx: Db,
  share: { moduleId: number; userId: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(moduleShares)
    .values({ moduleId: share.moduleId, userId: share.userId, createdAt: share.now })
    .onConflictDoNothing()
    .returning({ moduleId: moduleShares.moduleId })
  return rows.length > 0
}

/** Takes the share back; false when there was none. */
export async function deleteShare(tx: Db, share: { moduleId: number; userId: number }): Promise<boolean> {
  const rows = await tx
    .delete(moduleShares)
    .where(and(eq(moduleShares.moduleId, share.moduleId), eq(moduleShares.userId, share.userId)))
    .returning({ moduleId: moduleShares.moduleId })
  return rows.length > 0
}

/**
 * The teachers the owner's module is shared with, oldest share first, each with the classes of theirs
 * it runs in. One statement: no row when the module is not the owner's, one row (maybe with an empty
 * list) when it is.
 */
export async function readSharedUsers(
  db: Db,
  ownerId: number,
  moduleId: number,
): Promise<SharedUser[] | undefined> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
        'id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email,
        'shared_at', ${isoTimestamp('s.created_at')},
        'active_modules_count', (select count(*) from active_modules a
          where a.module_id = modules.id and a.teacher_id = u.id)
      ) order by s.created_at, u.id) filter (where u.id is not null), '[]'::json) as users
    from modules
      left join module_shares s on s.module_id = modules.id
      left join users u on u.id = s.user_id
    where modules.id = ${moduleId} and ${ownedBy(ownerId)}
    group by modules.id`)
  return resultRows<{ users: SharedUser[] }>(result)[0]?.users
}
