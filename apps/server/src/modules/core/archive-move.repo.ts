import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { archivedTables, type Side, sharedColumns } from './archive-tables'

/**
 * Lets this transaction write into an archived class and move its rows between the schemas: the
 * triggers of migration 0026 refuse every other write into an archived class (decision 051).
 */
export async function allowArchiveMoves(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('lernraster.moving_archive', 'on', true)`)
}

/**
 * Locks the class and then its events until the transaction ends. A write into the class takes the
 * key-share lock of either first (the triggers, the foreign keys), so one that races the move waits
 * for it and then finds the class archived, or the move waits for the write and moves its row too.
 */
export async function lockClassForMove(tx: Db, groupId: number): Promise<void> {
  await tx.execute(sql`select id from groups where id = ${groupId} for update`)
  await tx.execute(sql`select id from events where group_id = ${groupId} order by id for update`)
}

/**
 * Moves the ratings, teacher ratings with their changes, help requests, feedback and exam results of
 * the class's events from one schema to the other: copied parents first, then deleted children first.
 * Two statements per table whatever the class's size. The caller holds lockClassForMove and
 * allowArchiveMoves.
 */
export async function moveClassRows(tx: Db, groupId: number, from: Side): Promise<void> {
  const to: Side = from === 'public' ? 'archive' : 'public'
  const classEvents = sql`select id from public.events where group_id = ${groupId}`
  // Back out of the archive: the events take ratings again before their ratings return.
  if (to === 'public') await setEventsWritable(tx, groupId, true)
  for (const table of archivedTables) {
    const columns = sharedColumns(table)
    await tx.execute(sql`
      insert into ${sql.identifier(to)}.${sql.identifier(table.name)} (${columns})
      select ${columns} from (${table.rowsOfClass(from, classEvents)}) moved`)
  }
  for (const table of [...archivedTables].reverse()) {
    await tx.execute(sql`
      delete from ${sql.identifier(from)}.${sql.identifier(table.name)}
      where id in (select id from (${table.rowsOfClass(from, classEvents)}) moved)`)
  }
  // Into the archive: with its ratings gone, no new one can name the events (migration 0027's key).
  if (to === 'archive') await setEventsWritable(tx, groupId, false)
}

async function setEventsWritable(tx: Db, groupId: number, writable: boolean): Promise<void> {
  await tx.execute(sql`update events set writable = ${writable} where group_id = ${groupId}`)
}

/**
 * Marks the class archived at `archivedAt` (null: current again). In core beside the moves, because
 * the demo writes last year's archived class as the school-year service archives one (decision 032).
 */
export async function setArchivedAt(
  tx: Db,
  groupId: number,
  archivedAt: Date | null,
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    update groups set archived_at = ${archivedAt?.toISOString() ?? null}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${groupId}`)
}
