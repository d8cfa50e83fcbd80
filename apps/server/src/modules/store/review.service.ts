import {
  ModuleStatus,
  type ModuleStatusId,
  moduleStatusNames,
  type PublicationDetail,
  type PublicationItem,
  storeMessages,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { publicationConfirmedMail, publicationDeclinedMail } from '../../mail/store-mails'
import { changeGrid } from '../core/grid-transaction'
import { deleteUnusedFiles, moduleFileIds } from '../core/module-file-references'
import { readModuleDetail } from '../modules/module-detail.repo'
import { deleteModule } from '../modules/modules.repo'
import {
  listPublications,
  lockReviewTarget,
  type PublicationItemRow,
  type QueueStatus,
  type ReviewFilters,
  readPublication,
  recordReview,
  supersedeEarlierVersions,
} from './review.repo'

// The provider's review of publications (issue 14; docs/product/store.md "Review").
// Only role 1 reaches these (access 'providerAdmin'); the admin command runs the same functions.

const withStatus = (item: PublicationItemRow): PublicationItem => ({
  ...item,
  status: moduleStatusNames[item.status_id as ModuleStatusId],
})

export async function getPublications(
  ctx: AppContext,
  status: QueueStatus,
  filters: ReviewFilters = {},
): Promise<PublicationItem[]> {
  return (await listPublications(ctx.db, status, filters)).map(withStatus)
}

/** A copy under review, with its whole grid (questions and solutions) to read before deciding. */
export async function getPublication(
  ctx: AppContext,
  reviewerId: number,
  moduleId: number,
): Promise<PublicationDetail> {
  const row = await readPublication(ctx.db, moduleId)
  if (!row) throw new AppError('notFound')
  const detail = await readModuleDetail(
    ctx.db,
    reviewerId,
    moduleId,
    sql`modules.origin_module_id is not null`,
  )
  if (!detail) throw new AppError('notFound')
  const meta = row.meta as unknown as PublicationDetail['meta_data']
  return {
    ...withStatus(row.item),
    ...row.lookups,
    meta_data: { ...meta, tag_ids: meta.tags.map((tag) => tag.id) },
    blocks: detail.blocks,
  }
}

/** Publications decide once: a second decision (two reviewers, a double click) is refused. */
async function lockAwaiting(tx: Parameters<typeof lockReviewTarget>[0], moduleId: number) {
  const target = await lockReviewTarget(tx, moduleId)
  if (!target) throw new AppError('notFound')
  if (target.status_id !== ModuleStatus.awaitingConfirmation)
    throw new AppError('conflict', storeMessages.notAwaiting)
  return target
}

/**
 * Confirms: the copy is published, earlier versions of its line leave the store (their buyers keep
 * them and see the new one as outdated's link), those nobody bought go; the author is mailed.
 */
export async function confirmPublication(
  ctx: AppContext,
  reviewerId: number | null,
  moduleId: number,
): Promise<{ message: string }> {
  const now = ctx.clock.now()
  await changeGrid(ctx, async ({ tx, filesDeleted }) => {
    const target = await lockAwaiting(tx, moduleId)
    await recordReview(tx, { moduleId, reviewerId, statusId: ModuleStatus.published, reason: null, now })
    const earlier = await supersedeEarlierVersions(tx, {
      originId: target.origin_module_id,
      currentId: moduleId,
      now,
    })
    for (const id of earlier) {
      const fileIds = await moduleFileIds(tx, id)
      await deleteModule(tx, id)
      filesDeleted(await deleteUnusedFiles(tx, fileIds))
    }
    await ctx.mailer.queue(tx, {
      to: target.author.email,
      ...publicationConfirmedMail({
        firstname: target.author.firstname,
        moduleName: target.name,
        newVersion: target.is_new_version,
        // The line's id: it keeps opening the listed version after later versions replace this one.
        url: `${ctx.config.STORE_APP_URL}/modules/${target.origin_module_id}`,
      }),
    })
  })
  ctx.mailer.flush()
  return { message: storeMessages.confirmed }
}

/** Declines with the reason the author reads in the app and in the mail. */
export async function declinePublication(
  ctx: AppContext,
  reviewerId: number | null,
  input: { id: number; reason: string },
): Promise<{ message: string }> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const target = await lockAwaiting(tx, input.id)
    await recordReview(tx, {
      moduleId: input.id,
      reviewerId,
      statusId: ModuleStatus.confirmationDeclined,
      reason: input.reason,
      now,
    })
    await ctx.mailer.queue(tx, {
      to: target.author.email,
      ...publicationDeclinedMail({
        firstname: target.author.firstname,
        moduleName: target.name,
        reason: input.reason,
        url: ctx.mailer.link('/modules?defaultTabIndex=2'),
      }),
    })
  })
  ctx.mailer.flush()
  return { message: storeMessages.declined }
}
