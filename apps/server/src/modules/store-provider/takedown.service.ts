import { providerMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { publicationTakenDownMail } from '../../mail/store-mails'
import { recordStoreAudit } from '../core/store-audit.repo'
import { lockTakedownTarget, markTakenDown } from './takedown.repo'

/**
 * The provider takes a listed module off the store (decision 054 "Taking a module off the store"):
 * in one transaction the copy is locked, must still be listed (a second takedown, a replaced version:
 * conflict), is marked removed with the reason, the audit trail gets its line and the author a mail
 * with the reason. Buyers keep their copies. `actorId` is null from the command line.
 */
export async function takeDownModule(
  ctx: AppContext,
  input: { actorId: number | null; moduleId: number; reason: string },
): Promise<{ message: string }> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const target = await lockTakedownTarget(tx, input.moduleId)
    if (!target) throw new AppError('notFound')
    if (!target.listed) throw new AppError('conflict', providerMessages.notListed)
    await markTakenDown(tx, { moduleId: target.id, actorId: input.actorId, reason: input.reason, now })
    await recordStoreAudit(
      tx,
      {
        action: 'takedown',
        actorId: input.actorId,
        userId: target.owner_id,
        moduleId: target.id,
        moduleName: target.name,
        reason: input.reason,
      },
      now,
    )
    if (target.author.email !== null) {
      await ctx.mailer.queue(tx, {
        to: target.author.email,
        ...publicationTakenDownMail({
          firstname: target.author.firstname,
          moduleName: target.name,
          reason: input.reason,
          url: ctx.mailer.link('/modules?defaultTabIndex=2'),
        }),
      })
    }
  })
  ctx.mailer.flush()
  return { message: providerMessages.takenDown }
}
