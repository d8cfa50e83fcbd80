import { feedCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getChanges, getNewestEvaluations, getNewestFeedback, toggleSolved } from './feeds.service'

/** docs/product/runs.md "Feeds": the feeds beside the overview's three tabs. */
export const feedsRoutes = callRoutes(feedCalls, ({ ctx }) => ({
  'GET /evaluations/newest': async (request) =>
    getNewestEvaluations(ctx, currentUser(request).id, request.query),
  'GET /synchronizations/getChanges': async (request) =>
    getChanges(ctx, currentUser(request).id, request.query.take),
  'GET /feedbacks/newest': async (request) =>
    getNewestFeedback(ctx, currentUser(request).id, request.query.take),
  'POST /feedbacks/toggleSolved': async (request) =>
    toggleSolved(ctx, currentUser(request).id, request.body.student_feedback_question_id),
}))
