import {
  helpRequestStoreBody,
  ownHelpRequest,
  ownHelpRequestList,
  ownHelpRequestsQuery,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { listOwnHelpRequests, storeHelpRequest } from './help-requests.service'

/**
 * Issue 19, the student app: "Ich brauche Hilfe" on a topic of a module the class runs, and the
 * student's own requests with whether they were handled. Students only (the student API's default).
 */
export const studentHelpRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['student']

  // 200, not 201: while the request on the topic is open, asking again answers that same request
  // with the new text, so the call does not always create something.
  app.post(
    '/helpRequests/store',
    { schema: { tags, body: helpRequestStoreBody, response: { 200: ownHelpRequest } } },
    async (request) => storeHelpRequest(ctx, currentUser(request).id, request.body),
  )

  app.get(
    '/helpRequests',
    { schema: { tags, querystring: ownHelpRequestsQuery, response: { 200: ownHelpRequestList } } },
    async (request) => listOwnHelpRequests(ctx, currentUser(request).id, request.query.event_id),
  )
}
