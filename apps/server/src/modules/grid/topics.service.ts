import {
  ChangeKind,
  ChangeSubject,
  moduleMessages,
  type Topic,
  type TopicSwapBody,
  type TopicType,
  TrashKind,
  type topicStoreBody,
  type topicUpdateBody,
} from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { recordChanges } from '../core/change-log'
import { changeGrid } from '../core/grid-transaction'
import { gridPartDetails } from '../trash/grid-part-details'
import { moveToTrash } from '../trash/move-to-trash'
import { findBlock } from './blocks.repo'
import { lockBlock, lockTopic } from './grid-locks'
import { assertRearrangeable, assertRowInGrid, refusingTakenCell } from './grid-rules'
import { assertFilesUsable } from './question-files'
import { planQuestions, type QuestionBody } from './question-plan'
import { saveTopicQuestions } from './question-writes'
import { listTopicQuestions } from './questions.repo'
import {
  deleteTopic,
  insertTopic,
  listTopicTypes,
  moveTopic,
  readTopic,
  type TopicFields,
  topicTypeExists,
  updateTopic,
} from './topics.repo'

// Topics are the grid's cells (docs/product/modules.md "Topics and questions"); store and update carry the
// topic's questions and write them in the same transaction (question-writes.ts). A topic of a module the
// caller may not change answers 404 like a missing one.

/** The types a topic can have; seeded by the migrations, the same for everybody. */
export function getTopicTypes(ctx: AppContext): Promise<TopicType[]> {
  return listTopicTypes(ctx.db)
}

type TopicStoreInput = z.output<typeof topicStoreBody>
type TopicUpdateInput = z.output<typeof topicUpdateBody>

/** The checks that need the database: the topic type and the files the questions name. */
async function checkContent(
  tx: Db,
  input: {
    userId: number
    moduleId: number
    topicTypeId: number
    questions: QuestionBody[]
    questionIds: number[]
  },
) {
  const plan = planQuestions(input.questions, new Set(input.questionIds))
  if (!(await topicTypeExists(tx, input.topicTypeId)))
    throw AppError.field('topic_type_id', moduleMessages.topicTypeUnknown)
  await assertFilesUsable(tx, { userId: input.userId, moduleId: input.moduleId, uses: plan.files })
  return plan
}

const topicFields = (input: TopicStoreInput | TopicUpdateInput): TopicFields => ({
  title: input.title,
  description: input.description,
  order: input.order,
  topicTypeId: input.topic_type_id,
})

export async function createTopic(ctx: AppContext, userId: number, input: TopicStoreInput): Promise<Topic> {
  const now = ctx.clock.now()
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const { module } = await lockBlock(tx, userId, input.block_id)
    assertRowInGrid(module, input.order)
    const plan = await checkContent(tx, {
      userId,
      moduleId: module.id,
      topicTypeId: input.topic_type_id,
      questions: input.questions,
      questionIds: [],
    })
    const topicId = await refusingTakenCell(insertTopic(tx, input.block_id, topicFields(input)))
    const questionChanges = await saveTopicQuestions(tx, {
      topicId,
      planned: plan.questions,
      stored: [],
      now,
    })
    await recordChanges(tx, { moduleId: module.id, userId, now }, [
      { subject: ChangeSubject.topic, kind: ChangeKind.new, name: input.title },
      ...questionChanges,
    ])
    await syncFiles(module.id)
    return readTopic(tx, topicId)
  })
}

/** Title, description, type and questions; another row moves the topic, where dragging is allowed. */
export async function changeTopic(ctx: AppContext, userId: number, input: TopicUpdateInput): Promise<Topic> {
  const now = ctx.clock.now()
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const { module, topic } = await lockTopic(tx, userId, input.id)
    if (input.order !== topic.order) {
      await assertRearrangeable(tx, module)
      assertRowInGrid(module, input.order)
    }
    const stored = await listTopicQuestions(tx, topic.id)
    const plan = await checkContent(tx, {
      userId,
      moduleId: module.id,
      topicTypeId: input.topic_type_id,
      questions: input.questions,
      questionIds: stored.map((question) => question.id),
    })
    const fields = topicFields(input)
    const topicChanged =
      fields.title !== topic.title ||
      fields.description !== topic.description ||
      fields.order !== topic.order ||
      fields.topicTypeId !== topic.topicTypeId
    if (topicChanged) await refusingTakenCell(updateTopic(tx, topic.id, fields))
    const questionChanges = await saveTopicQuestions(tx, {
      topicId: topic.id,
      planned: plan.questions,
      stored,
      now,
    })
    if (topicChanged || questionChanges.length > 0) {
      await recordChanges(tx, { moduleId: module.id, userId, now }, [
        { subject: ChangeSubject.topic, kind: ChangeKind.updated, name: fields.title },
        ...questionChanges,
      ])
    }
    await syncFiles(module.id)
    return readTopic(tx, topic.id)
  })
}

/**
 * Moves the topic to the trash with its questions, their ratings and what hangs on it (homework,
 * exams, help requests, next steps), then deletes it (decision 022). Returns the trash item's id.
 */
export async function removeTopic(ctx: AppContext, userId: number, topicId: number): Promise<number> {
  const now = ctx.clock.now()
  return changeGrid(ctx, async ({ tx, syncFiles }) => {
    const { module, topic } = await lockTopic(tx, userId, topicId)
    const { id } = await moveToTrash(tx, {
      ownerId: userId,
      kind: TrashKind.topic,
      title: topic.title,
      roots: [{ table: 'topics', ids: [topic.id] }],
      details: gridPartDetails(module),
      now,
    })
    await deleteTopic(tx, topic.id)
    await recordChanges(tx, { moduleId: module.id, userId, now }, [
      { subject: ChangeSubject.topic, kind: ChangeKind.deleted, name: topic.title },
    ])
    await syncFiles(module.id)
    return id
  })
}

/**
 * Moves a topic to another cell of its grid (docs/product/modules.md "Rearranging topics"): into an empty
 * cell, or trading places with the topic there. Only where dragging is allowed (409 otherwise). Two moves of
 * one grid wait for each other (the module's lock), so the second sees where the first left everything.
 */
export async function swapTopic(ctx: AppContext, userId: number, input: TopicSwapBody): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const { module, topic } = await lockTopic(tx, userId, input.topic_id)
    await assertRearrangeable(tx, module)
    const target = await findBlock(tx, input.new_block_id)
    if (!target || target.module_id !== module.id) throw new AppError('notFound')
    assertRowInGrid(module, input.new_order, 'new_order')
    if (target.id === topic.blockId && input.new_order === topic.order) return
    const moved = await moveTopic(tx, topic, { blockId: target.id, order: input.new_order })
    await recordChanges(
      tx,
      { moduleId: module.id, userId, now },
      moved.map((name) => ({ subject: ChangeSubject.topic, kind: ChangeKind.updated, name })),
    )
  })
}
