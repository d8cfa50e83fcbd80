import { filePathPrefix, type TrashKindName, trashRetentionDays } from '@lernraster/shared'
import type { Db } from '../../db/client'
import { insertTrashItem, type TrashDetails } from './trash.repo'
import { type CapturedRow, type CaptureRoot, captureRows, type TrashPayload } from './trash-capture'

const dayMs = 24 * 60 * 60_000

const rowsOf = (payload: TrashPayload, table: string): CapturedRow[] =>
  payload.tables.find((entry) => entry.table === table)?.rows ?? []

const fileIdOfPath = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith(filePathPrefix)
    ? value.slice(filePathPrefix.length)
    : undefined

/**
 * Every file the trashed rows name: a module's file links and cover, and the stored paths in its
 * questions and solutions (a removed topic's worksheets are no longer linked to its module). The
 * unused-upload sweep keeps them while the item is in the trash.
 */
export function fileIdsNamed(payload: TrashPayload): string[] {
  const ids = new Set<string>()
  const add = (id: unknown) => {
    if (typeof id === 'string' && id !== '') ids.add(id)
  }
  for (const row of rowsOf(payload, 'module_files')) add(row.file_id)
  for (const row of rowsOf(payload, 'modules')) add(row.cover_file_id)
  for (const row of rowsOf(payload, 'questions')) {
    if (row.is_local_link) add(fileIdOfPath(row.link))
    add(fileIdOfPath(row.source_question))
    add(fileIdOfPath(row.source_solution))
  }
  for (const row of rowsOf(payload, 'solutions'))
    if (row.content_type_id === 2) add(fileIdOfPath(row.content))
  return [...ids]
}

/** The list's counts, from the captured rows in memory (no query). */
export function countsOf(payload: TrashPayload, files: number) {
  const students = new Set<unknown>()
  // An archived class's ratings are in the archive schema (decision 051).
  const ratings = [...rowsOf(payload, 'evaluations'), ...rowsOf(payload, 'archive.evaluations')]
  for (const row of ratings) students.add(row.user_id)
  for (const row of rowsOf(payload, 'group_users')) students.add(row.user_id)
  return {
    topics: rowsOf(payload, 'topics').length,
    questions: rowsOf(payload, 'questions').length,
    ratings: ratings.length,
    students: students.size,
    activations: rowsOf(payload, 'active_modules').length,
    files,
  }
}

export interface MoveToTrash {
  ownerId: number
  kind: TrashKindName
  title: string
  roots: CaptureRoot[]
  details: Omit<TrashDetails, keyof ReturnType<typeof countsOf>>
  now: Date
}

/**
 * Captures the roots and what depends on them into a new trash item, in the caller's transaction;
 * the caller then deletes the roots as before. Returns the item's id and what it captured.
 */
export async function moveToTrash(
  tx: Db,
  input: MoveToTrash,
): Promise<{ id: number; payload: TrashPayload }> {
  const payload = await captureRows(tx, input.roots)
  const fileIds = fileIdsNamed(payload)
  const id = await insertTrashItem(tx, {
    ownerId: input.ownerId,
    kind: input.kind,
    title: input.title,
    details: { ...input.details, ...countsOf(payload, fileIds.length) },
    payload,
    fileIds,
    now: input.now,
    purgeAfter: new Date(input.now.getTime() + trashRetentionDays * dayMs),
  })
  return { id, payload }
}
