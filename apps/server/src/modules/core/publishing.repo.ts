import { ModuleStatus } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * Whether a block of the module has a topic holding a question (docs/product/store.md "Publishing": it needs
 * content).
 */
export async function moduleHasContent(db: Db, moduleId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
      where b.module_id = ${moduleId}) as has_content`)
  return resultRows<{ has_content: boolean }>(result)[0]!.has_content
}

/**
 * The copies of an original that never reached the store (awaiting or declined) and nobody bought: a
 * new publication replaces them. A published copy stays until the new version is confirmed.
 */
export async function unlistedCopiesOf(tx: Db, originId: number): Promise<number[]> {
  const result = await tx.execute(sql`
    select c.id from modules c
    where c.origin_module_id = ${originId}
      and c.status_id in (${ModuleStatus.awaitingConfirmation}, ${ModuleStatus.confirmationDeclined})
      and not exists (select 1 from module_purchases p where p.module_id = c.id)
    for update`)
  return resultRows<{ id: number }>(result).map((row) => row.id)
}

export async function setPublishedCopy(tx: Db, originId: number, copyId: number | null): Promise<void> {
  await tx.execute(sql`update modules set published_module_id = ${copyId} where id = ${originId}`)
}

/**
 * When an original is deleted: its copies that someone bought leave the store for new buyers (their
 * buyers keep them); returns the others, which go with it (decision 018). The copies are locked first,
 * so a purchase in flight (it holds its copy FOR SHARE) finishes before, and the next statements, each
 * with a fresh snapshot, see its purchase.
 */
export async function withdrawCopiesOf(
  tx: Db,
  originId: number,
  now: Date,
): Promise<{ going: number[]; withdrawnMetaIds: number[] }> {
  await tx.execute(sql`select id from modules where origin_module_id = ${originId} order by id for update`)
  const withdrawn = await tx.execute(sql`
    update module_meta_data md set withdrawn_at = ${now.toISOString()}::timestamptz
    from modules c
    where c.id = md.module_id and c.origin_module_id = ${originId} and md.withdrawn_at is null
      and exists (select 1 from module_purchases p where p.module_id = c.id)
    returning md.id`)
  const result = await tx.execute(sql`
    select c.id from modules c
    where c.origin_module_id = ${originId}
      and not exists (select 1 from module_purchases p where p.module_id = c.id)`)
  return {
    going: resultRows<{ id: number }>(result).map((row) => row.id),
    withdrawnMetaIds: resultRows<{ id: number }>(withdrawn).map((row) => row.id),
  }
}

/**
 * A restored original's bought copies, withdrawn when it was removed, are listed again (only those
 * its removal withdrew, and only while nothing has withdrawn them since).
 */
export async function unwithdrawCopies(tx: Db, metaIds: number[], withdrawnAt: string): Promise<void> {
  if (metaIds.length === 0) return
  await tx.execute(sql`
    update module_meta_data set withdrawn_at = null
    where id in (select jsonb_array_elements_text(${JSON.stringify(metaIds)}::jsonb)::int)
      and withdrawn_at = ${withdrawnAt}::timestamptz`)
}
