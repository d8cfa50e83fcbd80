import type { Topic, TopicType } from '@lernraster/shared'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blocks, topics, topicTypes } from '../../db/schema'
import { resultRows } from '../../lib/result-rows'
import {
  questionsByTopic,
  type TopicWithoutQuestions,
  topicFieldsJson,
  withQuestions,
} from '../core/grid-read'

export interface TopicPlace {
  id: number
  moduleId: number
  blockId: number
  order: number
  title: string
  description: string
  topicTypeId: number
}

export function listTopicTypes(db: Db): Promise<TopicType[]> {
  return db.select().from(topicTypes).orderBy(asc(topicTypes.id))
}

export async function topicTypeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: topicTypes.id }).from(topicTypes).where(eq(topicTypes.id, id))
  return row !== undefined
}

/** The topic with the module it belongs to. */
export async function findTopic(db: Db, topicId: number): Promise<TopicPlace | undefined> {
  const [topic] = await db
    .select({
      id: topics.id,
      moduleId: blocks.moduleId,
      blockId: topics.blockId,
      order: topics.order,
      title: topics.title,
      description: topics.description,
      topicTypeId: topics.topicTypeId,
    })
    .from(topics)
    .innerJoin(blocks, eq(blocks.id, topics.blockId))
    .where(eq(topics.id, topicId))
  return topic
}

/** The topic as the API answers it, questions included (two statements). */
export async function readTopic(db: Db, topicId: number): Promise<Topic> {
  const result = await db.execute(sql`
    select ${topicFieldsJson} as topic
    from topics t join topic_types tt on tt.id = t.topic_type_id
    where t.id = ${topicId}`)
  const topic = resultRows<{ topic: TopicWithoutQuestions }>(result)[0]!.topic
  return withQuestions(topic, await questionsByTopic(db, { topicId }))
}

export interface TopicFields {
  title: string
  description: string
  order: number
  topicTypeId: number
}

export async function insertTopic(tx: Db, blockId: number, fields: TopicFields): Promise<number> {
  const [row] = await tx
    .insert(topics)
    .values({ blockId, ...fields })
    .returning({ id: topics.id })
  return row!.id
}

export async function updateTopic(tx: Db, topicId: number, fields: TopicFields): Promise<void> {
  await tx.update(topics).set(fields).where(eq(topics.id, topicId))
}

/** Its questions, solutions and ratings go by cascade. */
export async function deleteTopic(tx: Db, topicId: number): Promise<void> {
  await tx.delete(topics).where(eq(topics.id, topicId))
}

/**
 * Puts the topic into the cell, and the topic that was there (if any) into the topic's old cell, in
 * one UPDATE: the one-topic-per-cell constraint is checked at the end of the statement (migration
 * 0006), when the two have traded places. Returns the titles of the topics that moved.
 */
export async function moveTopic(
  tx: Db,
  topic: TopicPlace,
  cell: { blockId: number; order: number },
): Promise<string[]> {
  const result = await tx.execute(sql`
    update topics set
      block_id = case when id = ${topic.id} then ${cell.blockId}::int else ${topic.blockId}::int end,
      "order" = case when id = ${topic.id} then ${cell.order}::smallint else ${topic.order}::smallint end
    where id = ${topic.id} or (block_id = ${cell.blockId} and "order" = ${cell.order})
    returning title`)
  return resultRows<{ title: string }>(result).map((row) => row.title)
}
