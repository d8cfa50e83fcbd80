import { statisticsCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getNotDoneEvents, getStudentEvaluations } from './statistics.service'

/** Spec 1 §7: the student statistics modal (query names as the spec has them, snake and camel). */
export const statisticsRoutes = callRoutes(statisticsCalls, ({ ctx }) => ({
  'GET /evaluations/getEvaluationsGroupedBySubjectsByUserId': async (request) =>
    getStudentEvaluations(ctx, currentUser(request).id, {
      groupId: request.query.group_id,
      userId: request.query.user_id,
    }),
  'GET /events/notDoneEvents': async (request) =>
    getNotDoneEvents(ctx, currentUser(request).id, request.query),
}))
