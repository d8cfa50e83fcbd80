import {
  eventChart,
  eventQuery,
  eventTopicQuery,
  moduleWithEvaluations,
  moduleWithEvaluationsQuery,
  studentProgressReport,
  studentProgressReportQuery,
  topicChart,
  topicQuestionList,
  topicUserList,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import {
  getEventChart,
  getGridProgress,
  getStudentReport,
  getTopicChart,
  listTopicQuestions,
  listTopicUsers,
} from './progress.service'

/**
 * Spec 2 §7, progress and statistics of a module running with a class (issue 13): the grid with its
 * ratings, a topic's students and questions, the charts and one student's report. Read-only; only
 * the class's teacher and the module's owner get answers (progress.service.ts).
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['progress']

  app.get(
    '/modules/withEvaluationsById',
    { schema: { tags, querystring: moduleWithEvaluationsQuery, response: { 200: moduleWithEvaluations } } },
    async (request) =>
      getGridProgress(ctx, currentUser(request).id, {
        moduleId: request.query.id,
        eventId: request.query.event_id,
      }),
  )

  app.get(
    '/modules/loadUsersByTopic',
    { schema: { tags, querystring: eventTopicQuery, response: { 200: topicUserList } } },
    async (request) =>
      listTopicUsers(ctx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
  )

  app.get(
    '/modules/loadQuestionsByTopic',
    { schema: { tags, querystring: eventTopicQuery, response: { 200: topicQuestionList } } },
    async (request) =>
      listTopicQuestions(ctx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
  )

  app.get(
    '/charts/usersByEventAndTopic',
    { schema: { tags, querystring: eventTopicQuery, response: { 200: topicChart } } },
    async (request) =>
      getTopicChart(ctx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
  )

  app.get(
    '/charts/usersByEvent',
    { schema: { tags, querystring: eventQuery, response: { 200: eventChart } } },
    async (request) => getEventChart(ctx, currentUser(request).id, request.query.event_id),
  )

  app.get(
    '/modules/getStudentProgressReport',
    { schema: { tags, querystring: studentProgressReportQuery, response: { 200: studentProgressReport } } },
    async (request) =>
      getStudentReport(ctx, currentUser(request).id, {
        moduleId: request.query.module_id,
        studentId: request.query.user_id,
        eventId: request.query.event_id,
      }),
  )
}
