import { studentTeacherRatingsCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { listOwnTeacherRatings } from './release.service'

/**
 * The student API's read of the teacher's ratings (issue 19): the caller's own, in an activation of
 * a class they belong to, once the teacher released them (students only, the student API's default).
 */
export const ownTeacherRatingsRoutes = callRoutes(studentTeacherRatingsCalls, ({ ctx }) => ({
  'GET /teacherRatings': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listOwnTeacherRatings(runCtx, currentUser(request).id, request.query.event_id),
    ),
}))
