import { type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * Runs `read` with the archive schema first on the search path, in one read-only transaction: the
 * tables of an archived class's rows (evaluations, teacher_ratings, ...) then name their archive
 * twins, every other table its one in public. So a statement written for the current year reads an
 * archived one unchanged (decision 051). PostgreSQL plans a prepared statement again when the search
 * path differs, so the same statement text is safe on both.
 */
export async function inArchive<T>(
  ctx: AppContext,
  read: (archiveCtx: AppContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    // First: a transaction's mode is set before its first query. A read here never writes.
    await tx.execute(sql`set transaction read only`)
    await tx.execute(sql`select set_config('search_path', 'archive, public', true)`)
    return read({ ...ctx, db: tx })
  })
}

/** Whether the class `classId` names (an id, or a subquery giving one) is archived; false for none. */
async function isArchived(db: Db, classId: SQL): Promise<boolean> {
  const result = await db.execute(
    sql`select archived_at is not null as archived from groups where id = (${classId})`,
  )
  return resultRows<{ archived: boolean }>(result)[0]?.archived ?? false
}

/** A read of one class (a student's statistics in it): from the archive when it is archived. */
export async function readClass<T>(
  ctx: AppContext,
  groupId: number,
  read: (classCtx: AppContext) => Promise<T>,
): Promise<T> {
  return (await isArchived(ctx.db, sql`${groupId}`)) ? inArchive(ctx, read) : read(ctx)
}

/**
 * A read of one event (a run's progress, charts, ratings, report; an exam's results): from the archive
 * when its class is archived, else as always; without an event, as always. One query more, whatever
 * the read. Who may read it is the read's own check, the same on both sides.
 */
export async function readRun<T>(
  ctx: AppContext,
  eventId: number | undefined,
  read: (runCtx: AppContext) => Promise<T>,
): Promise<T> {
  const archived =
    eventId !== undefined &&
    (await isArchived(ctx.db, sql`select group_id from events where id = ${eventId}`))
  return archived ? inArchive(ctx, read) : read(ctx)
}
