import { ModuleStatus, storeAuthorMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { changeGrid } from '../core/grid-transaction'
import { lockOwnedModule } from '../core/module-access'
import { deleteUnusedFiles, moduleFileIds } from '../core/module-file-references'
import { setPublishedCopy } from '../core/publishing.repo'
import { recordStoreAudit } from '../core/store-audit.repo'
import { deleteModule } from '../modules/modules.repo'
import { currentCopyOfLine, lockListedCopy, markRemovedByAuthor } from './author-publication.repo'
import { readSales } from './author-sales.repo'
import { lockReviewTarget } from './review.repo'

/**
 * Decision 054 "Withdrawing a publication that waits": the author takes back a submission the provider
 * has not decided. Nobody can have bought an awaiting copy: it is deleted with its unused files, as a
 * new publication replaces it (publishing.service.ts), and the original names its line's current copy
 * again. The copy is locked as the review locks it (review.service.ts `lockAwaiting`), so of a confirm
 * and a withdraw at the same moment exactly one happens; the other finds it no longer awaiting (409).
 */
export async function withdrawPublication(
  ctx: AppContext,
  userId: number,
  originalId: number,
): Promise<{ message: string }> {
  await changeGrid(ctx, async ({ tx, filesDeleted }) => {
    const original = await lockOwnedModule(tx, userId, originalId)
    const copyId = original.publishedModuleId
    const copy = copyId === null ? undefined : await lockReviewTarget(tx, copyId)
    if (!copy || copy.status_id !== ModuleStatus.awaitingConfirmation)
      throw new AppError('conflict', storeAuthorMessages.notAwaitingAnyMore)
    const fileIds = await moduleFileIds(tx, copy.id)
    await deleteModule(tx, copy.id)
    filesDeleted(await deleteUnusedFiles(tx, fileIds))
    await setPublishedCopy(tx, original.id, await currentCopyOfLine(tx, original.id))
  })
  return { message: storeAuthorMessages.withdrawn }
}

/**
 * Decision 054 "Taking a module off the store": the author takes their line's listed copy off the
 * store. Buyers keep their copies; the store page of the line says it is no longer available. The
 * audit line is written in the same transaction, so it exists exactly when the removal does.
 */
export async function unlistModule(
  ctx: AppContext,
  userId: number,
  originalId: number,
): Promise<{ message: string }> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const original = await lockOwnedModule(tx, userId, originalId)
    const listed = await lockListedCopy(tx, original.id)
    if (!listed) throw new AppError('conflict', storeAuthorMessages.notListed)
    await markRemovedByAuthor(tx, listed.meta_id, userId, now)
    await recordStoreAudit(tx, { action: 'unlist', actorId: userId, userId, moduleId: listed.id }, now)
  })
  return { message: storeAuthorMessages.unlisted }
}

/** The caller's sales (docs/product/store.md "For authors"): only their own copies, one statement. */
export const getSales = (ctx: AppContext, userId: number) => readSales(ctx.db, userId, ctx.clock.now())
