import type { checkSaveBody, TopicCheck } from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { findViewableModule, lockOwnedModule } from '../core/module-access'
import { deleteTopicCheck, moduleOfTopic, readTopicCheck, writeTopicCheck } from './checks.repo'

// A topic's check (issue 37, decision 052). Whoever may view the module reads it, right answers
// included (they are teachers: the owner, colleagues it is shared with, buyers, teachers who run it);
// only the owner writes, under the module's lock like every grid change. Another teacher's topic, or
// one that does not exist, answers 404.

async function moduleOfTopicOrNotFound(ctx: AppContext, topicId: number): Promise<number> {
  const moduleId = await moduleOfTopic(ctx.db, topicId)
  if (moduleId === undefined) throw new AppError('notFound')
  return moduleId
}

export async function getTopicCheck(
  ctx: AppContext,
  userId: number,
  topicId: number,
): Promise<TopicCheck | null> {
  const moduleId = await moduleOfTopicOrNotFound(ctx, topicId)
  if (!(await findViewableModule(ctx.db, userId, moduleId))) throw new AppError('notFound')
  return readTopicCheck(ctx.db, topicId)
}

/** Saves the check as a whole: the items sent replace the ones it had, in the order sent. */
export async function saveTopicCheck(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof checkSaveBody>,
): Promise<TopicCheck> {
  const moduleId = await moduleOfTopicOrNotFound(ctx, body.topic_id)
  return ctx.db.transaction(async (tx) => {
    await lockOwnedModule(tx, userId, moduleId)
    // The topic may have gone, or moved, while the lock was awaited.
    if ((await moduleOfTopic(tx, body.topic_id)) !== moduleId) throw new AppError('notFound')
    await writeTopicCheck(tx, {
      topicId: body.topic_id,
      settings: {
        passPercent: body.pass_percent,
        opens: body.opens,
        waitHours: body.wait_hours,
        maxAttempts: body.max_attempts,
        timeLimitMinutes: body.time_limit_minutes,
      },
      items: body.items,
      now: ctx.clock.now(),
    })
    return (await readTopicCheck(tx, body.topic_id))!
  })
}

export async function removeTopicCheck(
  ctx: AppContext,
  userId: number,
  topicId: number,
): Promise<{ removed: boolean }> {
  const moduleId = await moduleOfTopicOrNotFound(ctx, topicId)
  return ctx.db.transaction(async (tx) => {
    await lockOwnedModule(tx, userId, moduleId)
    return { removed: await deleteTopicCheck(tx, topicId) }
  })
}
