import {
  moduleByIdQuery,
  moduleDetail,
  moduleDuplicateBody,
  moduleRemoveBody,
  moduleStoreAnswer,
  moduleStoreBody,
  moduleUpdateAnswer,
  moduleUpdateBody,
  ownModuleSummaryList,
  removalImpact,
  removalImpactQuery,
  trashedResponse,
  trashMessages,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import {
  createModule,
  duplicateModule,
  getModuleDetail,
  getRemovalImpact,
  listModules,
  removeModule,
  updateModule,
} from './modules.service'

/** Spec 2 §7 "Modules", the building part: the grid, the own lists, create, change, copy, delete. */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['modules']

  app.get(
    '/modules/byId',
    { schema: { tags, querystring: moduleByIdQuery, response: { 200: moduleDetail } } },
    async (request) => getModuleDetail(ctx, currentUser(request).id, request.query.id),
  )

  app.get('/modules', { schema: { tags, response: { 200: ownModuleSummaryList } } }, async (request) =>
    listModules(ctx, currentUser(request).id, { draftsOnly: false }),
  )

  app.get('/modules/draft', { schema: { tags, response: { 200: ownModuleSummaryList } } }, async (request) =>
    listModules(ctx, currentUser(request).id, { draftsOnly: true }),
  )

  app.post(
    '/modules/store',
    { schema: { tags, body: moduleStoreBody, response: { 200: moduleStoreAnswer } } },
    async (request) => createModule(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/modules/update',
    { schema: { tags, body: moduleUpdateBody, response: { 200: moduleUpdateAnswer } } },
    async (request) => updateModule(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/modules/remove',
    { schema: { tags, body: moduleRemoveBody, response: { 200: trashedResponse } } },
    async (request) => ({
      message: trashMessages.movedToTrash,
      trash_id: await removeModule(ctx, currentUser(request).id, request.body.id),
    }),
  )

  app.post(
    '/modules/duplicate',
    { schema: { tags, body: moduleDuplicateBody, response: { 200: moduleStoreAnswer } } },
    async (request) => duplicateModule(ctx, currentUser(request).id, request.body),
  )

  app.get(
    '/modules/removalImpact',
    { schema: { tags, querystring: removalImpactQuery, response: { 200: removalImpact } } },
    async (request) => getRemovalImpact(ctx, currentUser(request).id, request.query),
  )
}
