import { type TrashItem, type TrashKindName, trashListMax } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import type { TrashPayload } from './trash-capture'

/** What the list shows besides title and kind, and what a restore of a part needs to know. */
export interface TrashDetails {
  module_id?: number
  module_name: string | null
  group_name: string | null
  topics: number
  questions: number
  ratings: number
  students: number
  activations: number
  files: number
  /** Grid parts: the module's size when the part was removed. */
  rows_before?: number
  columns_before?: number
  /** A module: the store copies its removal withdrew, listed again on restore. */
  withdrawn_meta_ids?: number[]
  withdrawn_at?: string
  /** A run: its class and subject, checked before a restore. */
  group_id?: number
  subject_id?: number
  /** A grid part: the block (and cells) it occupied. */
  block_id?: number
  block_order?: number
  cells?: { block_id: number; order: number }[]
}

export interface NewTrashItem {
  ownerId: number
  kind: TrashKindName
  title: string
  details: TrashDetails
  payload: TrashPayload
  fileIds: string[]
  now: Date
  purgeAfter: Date
}

/** The item and its files (those of `fileIds` that have a row), in two statements. */
export async function insertTrashItem(tx: Db, item: NewTrashItem): Promise<number> {
  const inserted = await tx.execute(sql`
    insert into trash_items (owner_id, kind, title, details, payload, trashed_at, purge_after)
    values (${item.ownerId}, ${item.kind}, ${item.title.slice(0, 255)}, ${JSON.stringify(item.details)}::jsonb,
      ${JSON.stringify(item.payload)}::jsonb, ${item.now.toISOString()}::timestamptz,
      ${item.purgeAfter.toISOString()}::timestamptz)
    returning id`)
  const id = resultRows<{ id: number }>(inserted)[0]!.id
  if (item.fileIds.length > 0)
    await tx.execute(sql`
      insert into trash_item_files (trash_item_id, file_id)
      select ${id}, f.id from files f
      where f.id in (select jsonb_array_elements_text(${JSON.stringify(item.fileIds)}::jsonb))
      on conflict do nothing`)
  return id
}

/** The owner's items, newest first, without their payloads (one statement, by the owner index). */
export async function listTrashItems(db: Db, ownerId: number): Promise<TrashItem[]> {
  const result = await db.execute(sql`
    select id, kind, title,
      details->>'module_name' as module_name, details->>'group_name' as group_name,
      coalesce((details->>'topics')::int, 0) as topics, coalesce((details->>'questions')::int, 0) as questions,
      coalesce((details->>'ratings')::int, 0) as ratings, coalesce((details->>'students')::int, 0) as students,
      coalesce((details->>'activations')::int, 0) as activations, coalesce((details->>'files')::int, 0) as files,
      ${isoTimestamp('trashed_at')} as trashed_at, ${isoTimestamp('purge_after')} as purge_after
    from trash_items where owner_id = ${ownerId}
    order by trashed_at desc, id desc
    limit ${trashListMax}`)
  return resultRows<TrashItem>(result)
}

export interface LockedTrashItem {
  id: number
  kind: TrashKindName
  title: string
  details: TrashDetails
  payload: TrashPayload
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))

/**
 * The owner's item, locked until the transaction ends: a second restore (or delete) of the same item
 * waits, then finds it gone. Another teacher's item is not found, like a missing one.
 */
export async function lockTrashItem(
  tx: Db,
  ownerId: number,
  id: number,
): Promise<LockedTrashItem | undefined> {
  const result = await tx.execute(sql`
    select id, kind, title, details, payload from trash_items
    where id = ${id} and owner_id = ${ownerId} for update`)
  const row = resultRows<LockedTrashItem>(result)[0]
  if (!row) return undefined
  return { ...row, details: parsed(row.details), payload: parsed(row.payload) }
}

/** Deletes the item; its file links go with it. Returns the ids of the files it kept. */
export async function deleteTrashItem(tx: Db, id: number): Promise<string[]> {
  const files = await tx.execute(sql`select file_id from trash_item_files where trash_item_id = ${id}`)
  await tx.execute(sql`delete from trash_items where id = ${id}`)
  return resultRows<{ file_id: string }>(files).map((row) => row.file_id)
}

/**
 * Deletes every item past its time. One statement, and deleting what is already gone deletes
 * nothing: several server instances running the hourly maintenance at once do no harm.
 */
export async function purgeExpiredTrash(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    delete from trash_items where purge_after < ${now.toISOString()}::timestamptz returning id`)
  return resultRows(result).length
}
