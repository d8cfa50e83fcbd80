import {
  activeModuleBody,
  activeModuleList,
  activeRemovalImpact,
  activeRemovalImpactQuery,
  eventByIdQuery,
  eventDetail,
  eventEvaluationList,
  moduleActivateAnswer,
  moduleActivateBody,
  toggleFinishedAnswer,
  trashedResponse,
  trashMessages,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { getEventDetail, listActiveModules, listEventEvaluations } from './activation-reads.service'
import {
  activateModule,
  getActivationRemovalImpact,
  removeActivation,
  toggleFinished,
} from './activations.service'

/**
 * Spec 2 §7, running modules with classes: activate, finish, remove an activation, the Active tab's
 * lists, and an activation's event with its ratings.
 */
export const activationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['activations']

  app.post(
    '/modules/activate',
    { schema: { tags, body: moduleActivateBody, response: { 200: moduleActivateAnswer } } },
    async (request) => activateModule(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/modules/toggleFinished',
    { schema: { tags, body: activeModuleBody, response: { 200: toggleFinishedAnswer } } },
    async (request) => toggleFinished(ctx, currentUser(request).id, request.body.module_id),
  )

  app.post(
    '/modules/removeActive',
    { schema: { tags, body: activeModuleBody, response: { 200: trashedResponse } } },
    async (request) => ({
      message: trashMessages.movedToTrash,
      trash_id: await removeActivation(ctx, currentUser(request).id, request.body.module_id),
    }),
  )

  app.get(
    '/modules/activeRemovalImpact',
    { schema: { tags, querystring: activeRemovalImpactQuery, response: { 200: activeRemovalImpact } } },
    async (request) => getActivationRemovalImpact(ctx, currentUser(request).id, request.query.module_id),
  )

  app.get('/modules/active', { schema: { tags, response: { 200: activeModuleList } } }, async (request) =>
    listActiveModules(ctx, currentUser(request).id, 'active'),
  )

  app.get('/modules/finished', { schema: { tags, response: { 200: activeModuleList } } }, async (request) =>
    listActiveModules(ctx, currentUser(request).id, 'finished'),
  )

  app.get(
    '/events/byId',
    { schema: { tags, querystring: eventByIdQuery, response: { 200: eventDetail } } },
    async (request) => getEventDetail(ctx, currentUser(request).id, request.query.event_id),
  )

  app.get(
    '/evaluations/byEventId',
    { schema: { tags, querystring: eventByIdQuery, response: { 200: eventEvaluationList } } },
    async (request) => listEventEvaluations(ctx, currentUser(request).id, request.query.event_id),
  )
}
