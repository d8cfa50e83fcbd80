import { schoolYearCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { archiveClass, getArchive, unarchiveClass } from './school-year.service'

/** The change of school year (issue 36, decision 051): archiving classes, carrying them on, the archive. */
export const schoolYearRoutes = callRoutes(schoolYearCalls, ({ ctx }) => ({
  'GET /groups/archived': async (request) => getArchive(ctx, currentUser(request).id),
  'POST /groups/archive': async (request) => archiveClass(ctx, currentUser(request).id, request.body),
  'POST /groups/unarchive': async (request) => unarchiveClass(ctx, currentUser(request).id, request.body.id),
}))
