import {
  block,
  blockList,
  blockRemoveBody,
  blockStoreBody,
  blocksQuery,
  blockUpdateBody,
  messageResponse,
  moduleMessages,
  topic,
  topicRemoveBody,
  topicStoreBody,
  topicSwapBody,
  topicTypeList,
  topicUpdateBody,
  trashedResponse,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { changeBlock, createBlock, getBlocks, removeBlock } from './blocks.service'
import { changeTopic, createTopic, getTopicTypes, removeTopic, swapTopic } from './topics.service'

/** Spec 2 §7 "Topics and types" and "Blocks": the cells and columns of a module's grid. */
export const gridRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['grid']

  app.get('/topic_types', { schema: { tags, response: { 200: topicTypeList } } }, async () =>
    getTopicTypes(ctx),
  )

  app.get(
    '/blocks',
    { schema: { tags, querystring: blocksQuery, response: { 200: blockList } } },
    async (request) => getBlocks(ctx, currentUser(request).id, request.query.module_id),
  )

  app.post(
    '/blocks/store',
    { schema: { tags, body: blockStoreBody, response: { 200: block } } },
    async (request) => createBlock(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/blocks/update',
    { schema: { tags, body: blockUpdateBody, response: { 200: block } } },
    async (request) => changeBlock(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/blocks/remove',
    { schema: { tags, body: blockRemoveBody, response: { 200: trashedResponse } } },
    async (request) => ({
      message: moduleMessages.blockRemoved,
      trash_id: await removeBlock(ctx, currentUser(request).id, request.body.id),
    }),
  )

  app.post(
    '/topics/store',
    { schema: { tags, body: topicStoreBody, response: { 200: topic } } },
    async (request) => createTopic(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/topics/update',
    { schema: { tags, body: topicUpdateBody, response: { 200: topic } } },
    async (request) => changeTopic(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/topics/remove',
    { schema: { tags, body: topicRemoveBody, response: { 200: trashedResponse } } },
    async (request) => ({
      message: moduleMessages.topicRemoved,
      trash_id: await removeTopic(ctx, currentUser(request).id, request.body.id),
    }),
  )

  app.post(
    '/topics/swap',
    { schema: { tags, body: topicSwapBody, response: { 200: messageResponse } } },
    async (request) => {
      await swapTopic(ctx, currentUser(request).id, request.body)
      return { message: moduleMessages.topicMoved }
    },
  )
}
