import type { StoreAuditAction } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/** The provider's command line acts without an account; the trail names it so. */
export const commandLineActor = 'Kommandozeile'

export interface StoreAuditEntry {
  action: StoreAuditAction
  /** Who acted: a user's id, or null for the provider's command line. */
  actorId: number | null
  /** Whose crystals or module it concerns. */
  userId: number
  moduleId?: number
  /** The module's name as it was; read from the module when left out. */
  moduleName?: string
  /** Signed crystals that moved; left out when none did. */
  amount?: number
  /** A purchase's crystals that reached its author (0 for a demo account's or a free one). */
  credited?: number
  reason?: string
}

/**
 * Appends one line to the store's audit trail (decision 054), in the caller's transaction, so the line
 * exists exactly when the action does. Names are copied from the accounts and the module now: the
 * trail keeps them after either is deleted. One statement.
 */
export async function recordStoreAudit(tx: Db, entry: StoreAuditEntry, now: Date): Promise<void> {
  const name = (alias: string) => sql.raw(`trim(${alias}.firstname || ' ' || ${alias}.lastname)`)
  const actorName =
    entry.actorId === null
      ? sql`${commandLineActor}`
      : sql`(select ${name('a')} from users a where a.id = ${entry.actorId})`
  const moduleName =
    entry.moduleName !== undefined
      ? sql`${entry.moduleName}`
      : sql`(select m.name from modules m where m.id = ${entry.moduleId ?? null})`
  const result = await tx.execute(sql`
    insert into store_audit
      (created_at, action, actor_id, actor_name, user_id, user_name, module_id, module_name, amount, credited,
       reason)
    select ${now.toISOString()}::timestamptz, ${entry.action}, ${entry.actorId}, coalesce(${actorName}, '?'),
      u.id, ${name('u')}, ${entry.moduleId ?? null}, ${moduleName}, ${entry.amount ?? null},
      ${entry.credited ?? null}, ${entry.reason ?? null}
    from users u where u.id = ${entry.userId}
    returning id`)
  // An action on an account that is not there must not pass unrecorded.
  if (resultRows(result).length !== 1) throw new Error(`store audit: no user ${entry.userId}`)
}
