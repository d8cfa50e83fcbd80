import {
  ChangeKind,
  ChangeSubject,
  type ModuleDetail,
  type ModuleDuplicateBody,
  type ModuleUpdateAnswer,
  moduleMessages,
  type moduleStoreBody,
  type moduleUpdateBody,
  type OwnModuleSummary,
  type RemovalImpact,
  type removalImpactQuery,
  TrashKind,
} from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { allowArchiveMoves } from '../core/archive-move.repo'
import { type Change, changesOf, recordChanges } from '../core/change-log'
import { changeGrid } from '../core/grid-transaction'
import { findViewableModule, lockOwnedModule, type ModuleRow } from '../core/module-access'
import { withdrawCopiesOf } from '../core/publishing.repo'
import { gridPartDetails } from '../trash/grid-part-details'
import { moveToTrash } from '../trash/move-to-trash'
import { copyModuleGrid, insertModuleCopy } from './module-copy.repo'
import { readModuleDetail } from './module-detail.repo'
import { rearrangeBlockedBy, toModuleSummary, toOwnModuleSummary } from './module-view'
import {
  activationEventIds,
  deleteModule,
  deleteOutsideGrid,
  insertModule,
  listOwnModules,
  outsideGridIds,
  readModuleSummary,
  updateModuleFields,
} from './modules.repo'
import { readRemovalImpact } from './removal-impact.repo'

// A module the caller may not view (or write) answers 404 like a missing one: its existence is not
// revealed.

export async function getModuleDetail(
  ctx: AppContext,
  userId: number,
  moduleId: number,
): Promise<ModuleDetail> {
  const detail = await readModuleDetail(ctx.db, userId, moduleId)
  if (!detail) throw new AppError('notFound')
  const topics = detail.blocks.flatMap((block) => block.topics)
  const summary = toModuleSummary({
    ...detail.module,
    // The publication's review is the author's business only.
    publication: detail.is_owner ? detail.module.publication : null,
    blocks_count: detail.blocks.length,
    topics_count: topics.length,
    questions_count: topics.reduce((sum, topic) => sum + topic.questions_count, 0),
  })
  return {
    ...summary,
    is_owner: detail.is_owner,
    rearrange_blocked_by: rearrangeBlockedBy({
      statusId: detail.module.status_id,
      publishedModuleId: detail.module.published_module_id,
      hasActivations: detail.has_activations,
    }),
    blocks: detail.blocks,
  }
}

export async function listModules(
  ctx: AppContext,
  userId: number,
  options: { draftsOnly: boolean },
): Promise<OwnModuleSummary[]> {
  return (await listOwnModules(ctx.db, userId, options)).map(toOwnModuleSummary)
}

/** A new draft of the default size, 6 x 6 (docs/product/modules.md "Configurator"). */
export async function createModule(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof moduleStoreBody>,
): Promise<{ id: number }> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const id = await insertModule(tx, { ownerId: userId, ...input, now })
    await recordChanges(
      tx,
      { moduleId: id, userId, now },
      changesOf(ChangeSubject.module, ChangeKind.new, [input.name]),
    )
    return { id }
  })
}

/**
 * Name, description and size. A smaller grid deletes what lies outside it (the last row's topics, the
 * last column's block) with their questions, ratings and the files nothing else uses. The status
 * changes only through its own calls (activate, finish, publish): sent back as read, it passes.
 */
export async function updateModule(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof moduleUpdateBody>,
): Promise<ModuleUpdateAnswer> {
  const now = ctx.clock.now()
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const module = await lockOwnedModule(tx, userId, input.id)
    if (input.status_id !== undefined && input.status_id !== module.statusId)
      throw AppError.field('status_id', moduleMessages.statusNotChangeable)
    const size = { rows: input.rows ?? module.rows, columns: input.columns ?? module.columns }
    const shrinks = size.rows < module.rows || size.columns < module.columns
    const trashId = shrinks ? await trashOutsideGrid(tx, { userId, module, size, now }) : undefined
    const removed = shrinks ? await deleteOutsideGrid(tx, module.id, size) : { topics: [], blocks: [] }
    const changed =
      input.name !== module.name ||
      input.description !== module.description ||
      size.rows !== module.rows ||
      size.columns !== module.columns
    if (changed) {
      await updateModuleFields(tx, module.id, {
        name: input.name,
        description: input.description,
        ...size,
        now,
      })
      const changes: Change[] = [
        { subject: ChangeSubject.module, kind: ChangeKind.updated, name: input.name },
        ...changesOf(ChangeSubject.block, ChangeKind.deleted, removed.blocks),
        ...changesOf(ChangeSubject.topic, ChangeKind.deleted, removed.topics),
      ]
      await recordChanges(tx, { moduleId: module.id, userId, now }, changes)
    }
    if (shrinks) await syncFiles(module.id)
    const summary = toModuleSummary(await readModuleSummary(tx, module.id))
    return trashId === undefined ? summary : { ...summary, trash_id: trashId }
  })
}

/**
 * What a smaller grid removes goes to the trash as one item (a row or a column: the editor removes
 * one at a time), so that the snackbar can undo it. Nothing removed (an empty row), no item.
 */
async function trashOutsideGrid(
  tx: Db,
  input: { userId: number; module: ModuleRow; size: { rows: number; columns: number }; now: Date },
): Promise<number | undefined> {
  const { module, size } = input
  const { topicIds, blockIds } = await outsideGridIds(tx, module.id, size)
  if (topicIds.length === 0 && blockIds.length === 0) return undefined
  const column = size.columns < module.columns
  const { id } = await moveToTrash(tx, {
    ownerId: input.userId,
    kind: column ? TrashKind.column : TrashKind.row,
    title: column ? `Spalte ${size.columns + 1}` : `Zeile ${size.rows + 1}`,
    roots: [
      { table: 'blocks', ids: blockIds },
      { table: 'topics', ids: topicIds },
    ],
    details: gridPartDetails(module),
    now: input.now,
  })
  return id
}

/**
 * Moves the module to the trash (decision 022) with everything under it: its store copies nobody
 * bought, its grid, evaluations of every class, its activations with their events, shares, change
 * records and file links. Its files stay (the trash item names them) until it is gone for good. The
 * module's lock makes a concurrent activation wait and then find no module, or go first and have its
 * event go to the trash here. Returns the trash item's id.
 */
export async function removeModule(ctx: AppContext, userId: number, moduleId: number): Promise<number> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const module = await lockOwnedModule(tx, userId, moduleId)
    // Its store copies leave the store; those somebody bought stay theirs (decision 018).
    const { going, withdrawnMetaIds } = await withdrawCopiesOf(tx, moduleId, now)
    const moduleIds = [...going, moduleId]
    const { id } = await moveToTrash(tx, {
      ownerId: userId,
      kind: TrashKind.module,
      title: module.name,
      roots: [
        { table: 'modules', ids: moduleIds },
        { table: 'events', ids: await activationEventIds(tx, moduleIds) },
      ],
      details: {
        module_id: moduleId,
        module_name: module.name,
        group_name: null,
        withdrawn_meta_ids: withdrawnMetaIds,
        withdrawn_at: now.toISOString(),
      },
      now,
    })
    // Runs in archived classes go too, into the same trash item with their archived rows (decision 051).
    await allowArchiveMoves(tx)
    for (const id of moduleIds) await deleteModule(tx, id)
    return id
  })
}

/**
 * A new draft of the caller with a deep copy of a module the caller may view: blocks, topics,
 * questions, solutions, the cover and the file links (the files themselves are shared).
 */
export async function duplicateModule(
  ctx: AppContext,
  userId: number,
  input: ModuleDuplicateBody,
): Promise<{ id: number }> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const source = await findViewableModule(tx, userId, input.module_id, { lock: 'share', purpose: 'use' })
    if (!source) throw new AppError('notFound')
    const id = await insertModuleCopy(tx, {
      sourceId: source.id,
      ownerId: userId,
      name: input.new_title,
      now,
    })
    await copyModuleGrid(tx, { sourceId: source.id, targetId: id, now })
    await recordChanges(
      tx,
      { moduleId: id, userId, now },
      changesOf(ChangeSubject.module, ChangeKind.new, [input.new_title]),
    )
    return { id }
  })
}

/** What a removal would take with it, for the detailed confirmation; the owner's question only. */
export async function getRemovalImpact(
  ctx: AppContext,
  userId: number,
  query: z.output<typeof removalImpactQuery>,
): Promise<RemovalImpact> {
  const targeted = query.scope === 'block' || query.scope === 'topic'
  if (targeted && query.target_id === undefined)
    throw AppError.field('target_id', moduleMessages.removalTargetRequired)
  const { found, target_found, ...impact } = await readRemovalImpact(ctx.db, userId, {
    moduleId: query.id,
    scope: query.scope,
    targetId: targeted ? query.target_id : undefined,
  })
  if (!found || !target_found) throw new AppError('notFound')
  return impact
}
