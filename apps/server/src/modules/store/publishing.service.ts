import {
  type ModuleMetaData,
  ModuleStatus,
  type metaDataUpdateBody,
  type modulePublishBody,
  storeMessages,
} from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { changeGrid } from '../core/grid-transaction'
import { lockOwnedModule } from '../core/module-access'
import { deleteUnusedFiles, moduleFileIds } from '../core/module-file-references'
import { mailProviderAdminsOfSubmission } from '../core/provider-admins'
import { moduleHasContent, setPublishedCopy, unlistedCopiesOf } from '../core/publishing.repo'
import { copyModuleGrid, insertModuleCopy } from '../modules/module-copy.repo'
import { deleteModule } from '../modules/modules.repo'
import { checkMetaDataLookups, insertMetaData, readMetaData, updateMetaData } from './meta-data.repo'

type PublishInput = z.output<typeof modulePublishBody>

/**
 * Publishing (docs/product/store.md "Publishing"): the module is copied, grid and
 * all, into a new module awaiting the provider's confirmation, with its metadata; the original keeps
 * `published_module_id`. Earlier copies that never reached the store (awaiting, declined) are replaced; a
 * published one stays in the store until this version is confirmed (decision 018). Runs under the original's
 * lock, so two publications of one module at the same moment make one copy after the other.
 */
export async function publishModule(
  ctx: AppContext,
  userId: number,
  input: PublishInput,
): Promise<{ message: string; published_module_id: number; module_meta_data_id: number }> {
  const now = ctx.clock.now()
  const answer = await changeGrid(ctx, async ({ tx, filesDeleted }) => {
    const original = await lockOwnedModule(tx, userId, input.id)
    if (!(await moduleHasContent(tx, original.id)))
      throw AppError.field('id', storeMessages.moduleNeedsContent)
    await checkMetaDataLookups(tx, input.metaData)
    for (const replacedId of await unlistedCopiesOf(tx, original.id)) {
      const fileIds = await moduleFileIds(tx, replacedId)
      await deleteModule(tx, replacedId)
      filesDeleted(await deleteUnusedFiles(tx, fileIds))
    }
    const copyId = await insertModuleCopy(tx, {
      sourceId: original.id,
      ownerId: userId,
      name: original.name,
      now,
      originModuleId: original.id,
    })
    await copyModuleGrid(tx, { sourceId: original.id, targetId: copyId, now })
    const metaDataId = await insertMetaData(tx, { moduleId: copyId, fields: input.metaData, now })
    await setPublishedCopy(tx, original.id, copyId)
    // Issue 38: the provider's administrators hear of it, with the submission's commit.
    await mailProviderAdminsOfSubmission(ctx, tx, { authorId: userId, moduleName: original.name })
    return { message: storeMessages.published, published_module_id: copyId, module_meta_data_id: metaDataId }
  })
  ctx.mailer.flush()
  return answer
}

/** The author's metadata; 404 for anyone else (the provider reads it with the publication). */
export async function getMetaData(ctx: AppContext, userId: number, id: number): Promise<ModuleMetaData> {
  const row = await readMetaData(ctx.db, id)
  if (!row || row.owner_id !== userId) throw new AppError('notFound')
  return { ...row.meta, tag_ids: row.meta.tags.map((tag) => tag.id) }
}

/**
 * docs/product/store.md "Metadata and lists": published and awaiting copies offer 'edit metadata'; a declined
 * one does not (it is published anew), nor does a copy that left the store. The new description, price and
 * filters show in the store at once.
 */
export async function changeMetaData(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof metaDataUpdateBody>,
): Promise<{ message: string }> {
  const { id, ...fields } = input
  return ctx.db.transaction(async (tx) => {
    const row = await readMetaData(tx, id, { lock: true })
    if (!row || row.owner_id !== userId) throw new AppError('notFound')
    const editable =
      (row.status_id === ModuleStatus.published || row.status_id === ModuleStatus.awaitingConfirmation) &&
      !row.superseded &&
      !row.left_store
    if (!editable) throw AppError.field('id', storeMessages.metaDataNotEditable)
    await checkMetaDataLookups(tx, fields)
    await updateMetaData(tx, { id, fields, now: ctx.clock.now() })
    return { message: storeMessages.metaDataUpdated }
  })
}
