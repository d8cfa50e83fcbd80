import { studentHelpRequestsCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { listOwnHelpRequests, storeHelpRequest } from './help-requests.service'

/**
 * Issue 19, the student app: "Ich brauche Hilfe" on a topic of a module the class runs, and the
 * student's own requests with whether they were handled. Students only (the student API's default).
 */
export const studentHelpRequestsRoutes = callRoutes(studentHelpRequestsCalls, ({ ctx }) => ({
  // 200, not 201: while the request on the topic is open, asking again answers that same request
  // with the new text, so the call does not always create something.
  'POST /helpRequests/store': async (request) => storeHelpRequest(ctx, currentUser(request).id, request.body),
  'GET /helpRequests': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listOwnHelpRequests(runCtx, currentUser(request).id, request.query.event_id),
    ),
}))
