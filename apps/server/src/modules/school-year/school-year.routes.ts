import { schoolYearCalls } from '@lernraster/shared'
import { onceByKey } from '../../lib/idempotency'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { archiveClass, getArchive, unarchiveClass } from './school-year.service'

/** The change of school year (issue 36, decision 051): archiving classes, carrying them on, the archive. */
export const schoolYearRoutes = callRoutes(schoolYearCalls, ({ ctx }) => ({
  'GET /groups/archived': async (request) => getArchive(ctx, currentUser(request).id),
  'POST /groups/archive': async (request, reply) => {
    const userId = currentUser(request).id
    const once = { userId, fingerprint: request.body }
    return onceByKey(ctx, request, reply, once, () => archiveClass(ctx, userId, request.body))
  },
  'POST /groups/unarchive': async (request) => unarchiveClass(ctx, currentUser(request).id, request.body.id),
}))
