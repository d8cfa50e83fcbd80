import type { FileKindName } from '@lernraster/shared'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blocks, files, modules, users } from '../../db/schema'
import { resultRows } from '../../lib/result-rows'
import { ownedBy, viewableBy } from '../core/module-access'
import { listedInStore } from '../core/store-listing'

export type FileRow = typeof files.$inferSelect

/** Bytes the teacher's files take up now. */
export async function usedBytes(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.ownerId, ownerId))
  return Number(row?.total ?? 0)
}

/**
 * The same, with the teacher's row locked for the rest of the transaction: two uploads of one
 * teacher at the same moment cannot both take the last free space. FOR NO KEY UPDATE: it does not
 * wait for (or block) the key-share locks that inserts referencing the teacher take, so a grid
 * change holding its module's lock never waits on an upload.
 */
export async function lockOwnerAndCountBytes(tx: Db, ownerId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update')
  return usedBytes(tx, ownerId)
}

export interface NewFile {
  id: string
  ownerId: number
  originalName: string
  contentType: string
  size: number
  kind: FileKindName
  createdAt: Date
}

export async function insertFile(tx: Db, file: NewFile): Promise<void> {
  await tx.insert(files).values(file)
}

/**
 * Where a source file may go: `module` is false when the module is not the user's (or does not
 * exist), `block` is false when the block is not one of that module's.
 */
export async function findOwnedModuleBlock(
  db: Db,
  userId: number,
  moduleId: number,
  blockId: number,
): Promise<{ module: boolean; block: boolean }> {
  const [row] = await db
    .select({ blockId: blocks.id })
    .from(modules)
    .leftJoin(blocks, and(eq(blocks.moduleId, modules.id), eq(blocks.id, blockId)))
    .where(and(eq(modules.id, moduleId), ownedBy(userId)))
  return { module: row !== undefined, block: row?.blockId != null }
}

export async function ownsModule(db: Db, userId: number, moduleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), ownedBy(userId)))
  return row !== undefined
}

export async function setCover(tx: Db, moduleId: number, fileId: string, now: Date): Promise<void> {
  await tx.update(modules).set({ coverFileId: fileId, updatedAt: now }).where(eq(modules.id, moduleId))
}

/**
 * The file if the user may read it: their own upload, a file used by a module they may view
 * (`viewableBy`, the one rule for viewing a module), the cover of a module the store lists (every
 * teacher browses the store), and for the provider reviewing publications any file of a store copy.
 */
export async function findReadableFile(
  db: Db,
  user: { id: number; reviewsPublications: boolean },
  fileId: string,
): Promise<FileRow | undefined> {
  const userId = user.id
  const reviewed = user.reviewsPublications
    ? sql`or exists (select 1 from module_files mf join modules c on c.id = mf.module_id
          where mf.file_id = ${files.id} and c.origin_module_id is not null)`
    : sql``
  const [file] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        sql`(${files.ownerId} = ${userId} or exists (
          select 1 from module_files mf join modules on modules.id = mf.module_id
          where mf.file_id = ${files.id} and ${viewableBy(userId)}
        ) or exists (
          select 1 from modules c join module_meta_data md on md.module_id = c.id
          where c.cover_file_id = ${files.id} and ${listedInStore('c', 'md')}
        ) ${reviewed})`,
      ),
    )
  return file
}

/**
 * Deletes the rows of files no module uses (no `module_files` row, no module's cover) that were
 * uploaded before `before`: uploads whose topic or cover was never saved. Returns their ids.
 */
export async function deleteUnusedFilesBefore(db: Db, before: Date): Promise<string[]> {
  const result = await db.execute(sql`
    delete from files f
    where f.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from module_files mf where mf.file_id = f.id)
      and not exists (select 1 from modules m where m.cover_file_id = f.id)
      -- What is in the trash comes back with its files (decision 022).
      and not exists (select 1 from trash_item_files tf where tf.file_id = f.id)
    returning f.id
  `)
  return resultRows<{ id: string }>(result).map((row) => row.id)
}

/** Those of `fileIds` that have a row (one statement however many are asked). */
export async function existingFileIds(db: Db, fileIds: string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set()
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, fileIds))
  return new Set(rows.map((row) => row.id))
}
