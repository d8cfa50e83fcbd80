import {
  ChangeKind,
  ChangeSubject,
  type ModuleDetail,
  type ModuleDuplicateBody,
  type ModuleSummary,
  moduleMessages,
  type moduleStoreBody,
  type moduleUpdateBody,
  type OwnModuleSummary,
  type RemovalImpact,
  type removalImpactQuery,
} from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { deleteUnusedFiles, moduleFileIds } from '../files/module-file-references'
import { changeGrid } from '../grid/grid-transaction'
import { withdrawCopiesOf } from '../store/publishing.repo'
import { type Change, changesOf, recordChanges } from './change-log'
import { findViewableModule, lockOwnedModule } from './module-access'
import { copyModuleGrid, insertModuleCopy } from './module-copy.repo'
import { readModuleDetail } from './module-detail.repo'
import { rearrangeBlockedBy, toModuleSummary, toOwnModuleSummary } from './module-view'
import {
  deleteModule,
  deleteOutsideGrid,
  insertModule,
  listOwnModules,
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

/** A new draft of the default size (spec 2 §2: 6 x 6). */
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
): Promise<ModuleSummary> {
  const now = ctx.clock.now()
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const module = await lockOwnedModule(tx, userId, input.id)
    if (input.status_id !== undefined && input.status_id !== module.statusId)
      throw AppError.field('status_id', moduleMessages.statusNotChangeable)
    const size = { rows: input.rows ?? module.rows, columns: input.columns ?? module.columns }
    const shrinks = size.rows < module.rows || size.columns < module.columns
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
    return toModuleSummary(await readModuleSummary(tx, module.id))
  })
}

/**
 * Deletes the module and everything under it, its store copies nobody bought, (evaluations of every class included), its activations
 * with their events (deleteModule), and the files no other module uses. Its change records go with
 * it: there is nobody left to read them. The module's lock makes a concurrent activation wait and then
 * find no module, or go first and have its event deleted here.
 */
export async function removeModule(ctx: AppContext, userId: number, moduleId: number): Promise<void> {
  await changeGrid(ctx, async ({ tx, filesDeleted }) => {
    await lockOwnedModule(tx, userId, moduleId)
    // Its store copies leave the store; those somebody bought stay theirs (decision 018).
    const copiesGoing = await withdrawCopiesOf(tx, moduleId, ctx.clock.now())
    for (const id of [...copiesGoing, moduleId]) {
      const fileIds = await moduleFileIds(tx, id)
      await deleteModule(tx, id)
      filesDeleted(await deleteUnusedFiles(tx, fileIds))
    }
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
