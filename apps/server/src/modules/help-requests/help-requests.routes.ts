import { helpRequestCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { handleHelpRequest, listHelpRequests } from './help-requests.service'

/**
 * Issue 19: the help requests of the caller's activations (the class's teacher and the module's
 * owner, help-requests.repo.ts) for the feed and the progress tiles, and marking one handled.
 */
export const helpRequestsRoutes = callRoutes(helpRequestCalls, ({ ctx }) => ({
  'GET /helpRequests': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listHelpRequests(runCtx, currentUser(request).id, request.query.event_id),
    ),
  'POST /helpRequests/handle': async (request) =>
    handleHelpRequest(ctx, currentUser(request).id, request.body.id),
}))
