import { progressCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
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
    readRun(ctx, request.query.event_id, (runCtx) =>
      getGridProgress(runCtx, currentUser(request).id, {
        moduleId: request.query.id,
        eventId: request.query.event_id,
      }),
    ),
  'GET /modules/loadUsersByTopic': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listTopicUsers(runCtx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
    ),
  'GET /modules/loadQuestionsByTopic': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listTopicQuestions(runCtx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
    ),
  'GET /charts/usersByEventAndTopic': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getTopicChart(runCtx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
    ),
  'GET /charts/usersByEvent': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getEventChart(runCtx, currentUser(request).id, request.query.event_id),
    ),
  'GET /modules/getStudentProgressReport': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getStudentReport(runCtx, currentUser(request).id, {
        moduleId: request.query.module_id,
        studentId: request.query.user_id,
        eventId: request.query.event_id,
      }),
    ),
}))
