import { statisticsCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readClass } from '../core/archive-reads'
import { getNotDoneEvents, getStudentEvaluations } from './statistics.service'

/**
 * The student statistics modal (docs/product/subjects-and-classes.md "Calls": the query names are snake case
 * in one, camel in the other).
 */
export const statisticsRoutes = callRoutes(statisticsCalls, ({ ctx }) => ({
  // An archived class's statistics are read from the archive (decision 051).
  'GET /evaluations/getEvaluationsGroupedBySubjectsByUserId': async (request) =>
    readClass(ctx, request.query.group_id, (classCtx) =>
      getStudentEvaluations(classCtx, currentUser(request).id, {
        groupId: request.query.group_id,
        userId: request.query.user_id,
      }),
    ),
  'GET /events/notDoneEvents': async (request) =>
    readClass(ctx, request.query.groupId, (classCtx) =>
      getNotDoneEvents(classCtx, currentUser(request).id, request.query),
    ),
}))
