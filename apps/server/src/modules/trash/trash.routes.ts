import {
  messageResponse,
  trashItemBody,
  trashList,
  trashMessages,
  trashRestoreResponse,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { getTrash, removeTrashItem, restoreTrashItem } from './trash.service'

/** Issue 31, decision 022: the teacher's trash (Papierkorb): list, restore, delete for good. */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['trash']

  app.get('/trash', { schema: { tags, response: { 200: trashList } } }, async (request) =>
    getTrash(ctx, currentUser(request).id),
  )

  app.post(
    '/trash/restore',
    { schema: { tags, body: trashItemBody, response: { 200: trashRestoreResponse } } },
    async (request) => restoreTrashItem(ctx, currentUser(request).id, request.body.id),
  )

  app.post(
    '/trash/remove',
    { schema: { tags, body: trashItemBody, response: { 200: messageResponse } } },
    async (request) => {
      await removeTrashItem(ctx, currentUser(request).id, request.body.id)
      return { message: trashMessages.deletedForGood }
    },
  )
}
