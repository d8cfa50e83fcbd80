import { ChangeKind, ChangeSubject, TrashKind, trashMessages } from '@lernraster/shared'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { changesOf, recordChanges } from '../core/change-log'
import { newClassCode } from '../core/class-code'
import { lockOwnedModule } from '../core/module-access'
import { syncModuleFiles } from '../core/module-file-references'
import { unwithdrawCopies } from '../core/publishing.repo'
import {
  allSubjectsExist,
  classClashes,
  classCodeTaken,
  deleteRunlessModuleEvents,
  gridPlaceClashes,
  growGrid,
  rosterSourceTaken,
  runParents,
  subjectTokenTaken,
} from './restore-checks.repo'
import type { LockedTrashItem } from './trash.repo'
import type { CapturedRow, TrashPayload } from './trash-capture'
import { restoreRows } from './trash-restore'

export interface RestoreInput {
  tx: Db
  userId: number
  item: LockedTrashItem
  now: Date
}

const rowsOf = (payload: TrashPayload, table: string): CapturedRow[] =>
  payload.tables.find((entry) => entry.table === table)?.rows ?? []

const firstRow = (payload: TrashPayload, table: string): CapturedRow => {
  const row = rowsOf(payload, table)[0]
  if (!row) throw new AppError('conflict', trashMessages.restoreConflict)
  return row
}

/** A module with its store copies, runs (other teachers' too), shares and files. Returns its id. */
async function restoreModule({ tx, item }: RestoreInput): Promise<number> {
  await restoreRows(tx, item.payload)
  const { details } = item
  if (details.withdrawn_meta_ids && details.withdrawn_at)
    await unwithdrawCopies(tx, details.withdrawn_meta_ids, details.withdrawn_at)
  return details.module_id ?? Number(firstRow(item.payload, 'modules').id)
}

/** A run comes back into its class and subject with its module; each must still be there. */
async function restoreActivation({ tx, userId, item }: RestoreInput): Promise<number> {
  const run = firstRow(item.payload, 'active_modules')
  const event = firstRow(item.payload, 'events')
  const parents = await runParents(tx, {
    moduleId: Number(run.module_id),
    groupId: Number(run.group_id),
    subjectId: Number(event.subject_id),
    teacherId: userId,
  })
  if (!parents.module) throw new AppError('conflict', trashMessages.moduleInTrash)
  if (!parents.group) throw new AppError('conflict', trashMessages.classGone)
  if (!parents.subject) throw new AppError('conflict', trashMessages.subjectGone)
  await restoreRows(tx, item.payload)
  return Number(run.id)
}

/**
 * A class with its members, homework, exams and runs. Its name must be free among the teacher's
 * classes, and the subjects of its events must still be there (a subject used only by events in the
 * trash can be removed); a code that another class took meanwhile is replaced (decision 022). A run
 * whose module is gone meanwhile does not come back.
 */
async function restoreClass({ tx, userId, item }: RestoreInput): Promise<number> {
  const group = firstRow(item.payload, 'groups')
  const events = rowsOf(item.payload, 'events')
  if (!(await allSubjectsExist(tx, [...new Set(events.map((event) => Number(event.subject_id)))])))
    throw new AppError('conflict', trashMessages.subjectGone)
  const clashes = await classClashes(tx, {
    teacherId: userId,
    name: String(group.name),
    token: String(group.token),
  })
  if (clashes.nameTaken) throw new AppError('conflict', trashMessages.classNameTaken)
  if (clashes.tokenTaken) {
    let token = newClassCode()
    while (await classCodeTaken(tx, token)) token = newClassCode()
    group.token = token
  }
  // A roster import made the file's class again meanwhile (decision 044): that one stays the file's.
  const sourceId = group.roster_source_id
  if (typeof sourceId === 'string' && (await rosterSourceTaken(tx, userId, sourceId)))
    group.roster_source_id = null
  await restoreRows(tx, item.payload)
  await deleteRunlessModuleEvents(
    tx,
    events.map((event) => Number(event.id)),
  )
  return Number(group.id)
}

async function restoreSubject({ tx, userId, item }: RestoreInput): Promise<number> {
  const subject = firstRow(item.payload, 'subjects')
  if (await subjectTokenTaken(tx, { teacherId: userId, token: String(subject.token) }))
    throw new AppError('conflict', trashMessages.subjectTokenTaken)
  await restoreRows(tx, item.payload)
  return Number(subject.id)
}

/**
 * A block, topic, row or column goes back into its place in the grid, which must still be free; a
 * row or column makes the grid as large as it was. Recorded as new in the module's changes, as a
 * created block or topic is, and its files are linked to the module again.
 */
async function restoreGridPart({ tx, userId, item, now }: RestoreInput): Promise<number> {
  const moduleId = item.details.module_id
  if (moduleId === undefined) throw new AppError('conflict', trashMessages.restoreConflict)
  const module = await lockOwnedModule(tx, userId, moduleId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'notFound')
      throw new AppError('conflict', trashMessages.gridModuleGone)
    throw error
  })
  const blocks = rowsOf(item.payload, 'blocks')
  const topics = rowsOf(item.payload, 'topics')
  const clashes = await gridPlaceClashes(tx, {
    moduleId: module.id,
    blocks: blocks.map((block) => ({ id: Number(block.id), order: Number(block.order) })),
    cells: topics.map((topic) => ({ block_id: Number(topic.block_id), order: Number(topic.order) })),
  })
  if (clashes.blockTaken) throw new AppError('conflict', trashMessages.blockTaken)
  if (clashes.cellTaken) throw new AppError('conflict', trashMessages.cellTaken)
  if (clashes.blockGone) throw new AppError('conflict', trashMessages.restoreConflict)
  const { rows_before: rows, columns_before: columns } = item.details
  if (rows !== undefined && columns !== undefined) await growGrid(tx, { moduleId, rows, columns, now })
  await restoreRows(tx, item.payload)
  await recordChanges(tx, { moduleId, userId, now }, [
    ...changesOf(
      ChangeSubject.block,
      ChangeKind.new,
      blocks.map((block) => String(block.name)),
    ),
    ...changesOf(
      ChangeSubject.topic,
      ChangeKind.new,
      topics.map((topic) => String(topic.title)),
    ),
  ])
  await syncModuleFiles(tx, moduleId)
  return moduleId
}

export const restoreByKind: Record<string, (input: RestoreInput) => Promise<number>> = {
  [TrashKind.module]: restoreModule,
  [TrashKind.activation]: restoreActivation,
  [TrashKind.class]: restoreClass,
  [TrashKind.subject]: restoreSubject,
  [TrashKind.block]: restoreGridPart,
  [TrashKind.topic]: restoreGridPart,
  [TrashKind.row]: restoreGridPart,
  [TrashKind.column]: restoreGridPart,
}
