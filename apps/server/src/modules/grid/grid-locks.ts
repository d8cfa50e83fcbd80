import type { Block } from '@lernraster/shared'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { lockOwnedModule, type ModuleRow } from '../core/module-access'
import { findBlock } from './blocks.repo'
import { findTopic, type TopicPlace } from './topics.repo'

// A block or topic is changed under the lock of its module (module-access.ts), so it is looked up,
// its module locked, and read again: a change that held the lock may have moved or removed it.
// Another teacher's block or topic answers 404 like a missing one.

export async function lockBlock(
  tx: Db,
  userId: number,
  blockId: number,
): Promise<{ module: ModuleRow; block: Block }> {
  const before = await findBlock(tx, blockId)
  if (!before) throw new AppError('notFound')
  const module = await lockOwnedModule(tx, userId, before.module_id)
  const block = await findBlock(tx, blockId)
  if (!block) throw new AppError('notFound')
  return { module, block }
}

export async function lockTopic(
  tx: Db,
  userId: number,
  topicId: number,
): Promise<{ module: ModuleRow; topic: TopicPlace }> {
  const before = await findTopic(tx, topicId)
  if (!before) throw new AppError('notFound')
  const module = await lockOwnedModule(tx, userId, before.moduleId)
  const topic = await findTopic(tx, topicId)
  if (!topic) throw new AppError('notFound')
  return { module, topic }
}
