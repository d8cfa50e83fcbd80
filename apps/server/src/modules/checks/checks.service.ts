import {
  ChangeKind,
  ChangeSubject,
  checkMessages,
  type checkSaveBody,
  FileKind,
  type TopicCheck,
} from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { recordChanges } from '../core/change-log'
import { changeGrid } from '../core/grid-transaction'
import { findViewableModule, lockOwnedModule } from '../core/module-access'
import { assertFilesUsable } from '../grid/question-files'
import { keepsResultsMeaningful, repeatedItemId, withItemIds } from './check-edit-rules'
import { deleteTopicCheck, moduleOfTopic, readTopicCheck, writeTopicCheck } from './checks.repo'

// A topic's check (issue 37, decision 052). Whoever may view the module reads it, right answers
// included (they are teachers: the owner, colleagues it is shared with, buyers, teachers who run it);
// only the owner writes, under the module's lock like every grid change. Another teacher's topic, or
// one that does not exist, answers 404.

async function moduleOfTopicOrNotFound(ctx: AppContext, topicId: number): Promise<number> {
  const found = await moduleOfTopic(ctx.db, topicId)
  if (found === undefined) throw new AppError('notFound')
  return found.moduleId
}

/**
 * The topic under the module's lock, which it may have left (removed, moved) while the lock was
 * awaited. A change of its check is a change of the topic: colleagues the module is shared with read
 * it in their feed of changes (docs/product/modules.md "Sharing").
 */
async function lockedTopic(tx: Db, input: { userId: number; moduleId: number; topicId: number }) {
  await lockOwnedModule(tx, input.userId, input.moduleId)
  const topic = await moduleOfTopic(tx, input.topicId)
  if (topic?.moduleId !== input.moduleId) throw new AppError('notFound')
  return topic
}

const topicChanged = (title: string) => [
  { subject: ChangeSubject.topic, kind: ChangeKind.updated, name: title },
]

export async function getTopicCheck(
  ctx: AppContext,
  userId: number,
  topicId: number,
): Promise<TopicCheck | null> {
  const moduleId = await moduleOfTopicOrNotFound(ctx, topicId)
  if (!(await findViewableModule(ctx.db, userId, moduleId))) throw new AppError('notFound')
  return readTopicCheck(ctx.db, topicId)
}

/** The pictures the items name, as the question files' check reads them: content uploads. */
function pictureUses(items: { picture: string | null }[]) {
  return items.flatMap((item, index) =>
    item.picture === null
      ? []
      : [{ field: `items.${index}.picture`, fileId: item.picture.split('/').pop()!, kind: FileKind.content }],
  )
}

/**
 * Saves the check as a whole: the items sent replace the ones it had, in the order sent, keeping
 * their ids. Once students submitted attempts, only changes that keep their results meaningful are
 * saved (check-edit-rules.ts); others answer 409 `checkTaken`.
 */
export async function saveTopicCheck(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof checkSaveBody>,
): Promise<TopicCheck> {
  const moduleId = await moduleOfTopicOrNotFound(ctx, body.topic_id)
  const items = withItemIds(body.items)
  if (repeatedItemId(items)) throw AppError.field('items', checkMessages.itemsRepeated)
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const topic = await lockedTopic(tx, { userId, moduleId, topicId: body.topic_id })
    await assertFilesUsable(tx, { userId, moduleId, uses: pictureUses(items) })
    const before = await readTopicCheck(tx, body.topic_id)
    if (before?.taken && !keepsResultsMeaningful(before, { pass_percent: body.pass_percent, items }))
      throw new AppError('checkTaken')
    await writeTopicCheck(tx, {
      topicId: body.topic_id,
      settings: {
        passPercent: body.pass_percent,
        opens: body.opens,
        waitHours: body.wait_hours,
        maxAttempts: body.max_attempts,
        timeLimitMinutes: body.time_limit_minutes,
      },
      items,
      now: ctx.clock.now(),
    })
    await recordChanges(tx, { moduleId, userId, now: ctx.clock.now() }, topicChanged(topic.title))
    await syncFiles(moduleId)
    return (await readTopicCheck(tx, body.topic_id))!
  })
}

/** Removes the topic's check, unless students took it (decision 053). */
export async function removeTopicCheck(
  ctx: AppContext,
  userId: number,
  topicId: number,
): Promise<{ removed: boolean }> {
  const moduleId = await moduleOfTopicOrNotFound(ctx, topicId)
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const topic = await lockedTopic(tx, { userId, moduleId, topicId })
    // Submitted attempts are students' results: they go only with their topic, into the trash.
    if ((await readTopicCheck(tx, topicId))?.taken)
      throw new AppError('checkTaken', checkMessages.removeTaken)
    const removed = await deleteTopicCheck(tx, topicId)
    if (removed)
      await recordChanges(tx, { moduleId, userId, now: ctx.clock.now() }, topicChanged(topic.title))
    await syncFiles(moduleId)
    return { removed }
  })
}
