import { progressCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import {
  getEventChart,
  getGridProgress,
  getStudentReport,
  getTopicChart,
  listTopicQuestions,
  listTopicUsers,
} from './progress.service'

/**
 * docs/product/progress.md "Calls": progress and statistics of a module running with a class (issue 13): the
 * grid with its ratings, a topic's students and questions, the charts and one student's report. Read-only;
 * only the class's teacher and the module's owner get answers (progress.service.ts).
 */
export const progressRoutes = callRoutes(progressCalls, ({ ctx }) => ({
  'GET /modules/withEvaluationsById': async (request) =>
    getGridProgress(ctx, currentUser(request).id, {
      moduleId: request.query.id,
      eventId: request.query.event_id,
    }),
  'GET /modules/loadUsersByTopic': async (request) =>
    listTopicUsers(ctx, currentUser(request).id, {
      eventId: request.query.event_id,
      topicId: request.query.topic_id,
    }),
  'GET /modules/loadQuestionsByTopic': async (request) =>
    listTopicQuestions(ctx, currentUser(request).id, {
      eventId: request.query.event_id,
      topicId: request.query.topic_id,
    }),
  'GET /charts/usersByEventAndTopic': async (request) =>
    getTopicChart(ctx, currentUser(request).id, {
      eventId: request.query.event_id,
      topicId: request.query.topic_id,
    }),
  'GET /charts/usersByEvent': async (request) =>
    getEventChart(ctx, currentUser(request).id, request.query.event_id),
  'GET /modules/getStudentProgressReport': async (request) =>
    getStudentReport(ctx, currentUser(request).id, {
      moduleId: request.query.module_id,
      studentId: request.query.user_id,
      eventId: request.query.event_id,
    }),
}))
