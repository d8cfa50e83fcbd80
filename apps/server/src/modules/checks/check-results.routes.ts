import { checkResultCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { overrideCheckResult, removeCheckOverride } from './check-results.service'

/** Issue 37 item 3: the run's teacher decides over a student's check (check-results.service.ts). */
export const checkResultsRoutes = callRoutes(checkResultCalls, ({ ctx }) => ({
  'POST /checks/override': async (request) => overrideCheckResult(ctx, currentUser(request).id, request.body),
  'POST /checks/override/remove': async (request) =>
    removeCheckOverride(ctx, currentUser(request).id, request.body),
}))
