import {
  availableModuleList,
  messageResponse,
  moduleMessages,
  moduleShareBody,
  moduleSummaryList,
  sharedUserList,
  sharedUsersQuery,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { listAvailable, listPublished } from './available.service'
import { listSharedUsers, shareModule, unshareModule } from './sharing.service'

/**
 * Spec 2 §5 "Share" and §7: sharing a module with colleagues and taking it back, and the lists of the
 * Available tab (shared, purchased) and of the own store copies (published).
 */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['sharing']

  app.post(
    '/modules/share',
    { schema: { tags, body: moduleShareBody, response: { 200: messageResponse } } },
    async (request) => {
      await shareModule(ctx, currentUser(request), request.body)
      return { message: moduleMessages.moduleShared }
    },
  )

  app.post(
    '/modules/unshare',
    { schema: { tags, body: moduleShareBody, response: { 200: messageResponse } } },
    async (request) => {
      await unshareModule(ctx, currentUser(request).id, request.body)
      return { message: moduleMessages.shareRemoved }
    },
  )

  app.get(
    '/modules/sharedUsers',
    { schema: { tags, querystring: sharedUsersQuery, response: { 200: sharedUserList } } },
    async (request) => listSharedUsers(ctx, currentUser(request).id, request.query.id),
  )

  app.get('/modules/shared', { schema: { tags, response: { 200: availableModuleList } } }, async (request) =>
    listAvailable(ctx, currentUser(request).id, 'shared'),
  )

  app.get(
    '/modules/purchased',
    { schema: { tags, response: { 200: availableModuleList } } },
    async (request) => listAvailable(ctx, currentUser(request).id, 'purchased'),
  )

  app.get('/modules/published', { schema: { tags, response: { 200: moduleSummaryList } } }, async (request) =>
    listPublished(ctx, currentUser(request).id),
  )
}
