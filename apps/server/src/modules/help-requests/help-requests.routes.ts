import { helpRequest, helpRequestHandleBody, helpRequestList, helpRequestsQuery } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { handleHelpRequest, listHelpRequests } from './help-requests.service'

/**
 * Issue 19: the help requests of the caller's activations (the class's teacher and the module's
 * owner, help-requests.repo.ts) for the feed and the progress tiles, and marking one handled.
 */
export const helpRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['help requests']

  app.get(
    '/helpRequests',
    { schema: { tags, querystring: helpRequestsQuery, response: { 200: helpRequestList } } },
    async (request) => listHelpRequests(ctx, currentUser(request).id, request.query.event_id),
  )

  app.post(
    '/helpRequests/handle',
    { schema: { tags, body: helpRequestHandleBody, response: { 200: helpRequest } } },
    async (request) => handleHelpRequest(ctx, currentUser(request).id, request.body.id),
  )
}
