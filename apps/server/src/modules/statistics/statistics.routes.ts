import {
  evaluationsByUserQuery,
  notDoneEvents,
  notDoneEventsQuery,
  subjectEvaluationList,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { getNotDoneEvents, getStudentEvaluations } from './statistics.service'

/** Spec 1 §7: the student statistics modal (query names as the spec has them, snake and camel). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get(
    '/evaluations/getEvaluationsGroupedBySubjectsByUserId',
    {
      schema: {
        tags: ['statistics'],
        querystring: evaluationsByUserQuery,
        response: { 200: subjectEvaluationList },
      },
    },
    async (request) =>
      getStudentEvaluations(ctx, currentUser(request).id, {
        groupId: request.query.group_id,
        userId: request.query.user_id,
      }),
  )

  app.get(
    '/events/notDoneEvents',
    { schema: { tags: ['statistics'], querystring: notDoneEventsQuery, response: { 200: notDoneEvents } } },
    async (request) => getNotDoneEvents(ctx, currentUser(request).id, request.query),
  )
}
