import { statisticsCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getNotDoneEvents, getStudentEvaluations } from './statistics.service'

/**
 * The student statistics modal (docs/product/subjects-and-classes.md "Calls": the query names are snake case
 * in one, camel in the other).
 */
export const statisticsRoutes = callRoutes(statisticsCalls, ({ ctx }) => ({
  'GET /evaluations/getEvaluationsGroupedBySubjectsByUserId': async (request) =>
    getStudentEvaluations(ctx, currentUser(request).id, {
      groupId: request.query.group_id,
      userId: request.query.user_id,
    }),
  'GET /events/notDoneEvents': async (request) =>
    getNotDoneEvents(ctx, currentUser(request).id, request.query),
}))
