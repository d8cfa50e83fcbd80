import {
  changeFeedList,
  feedbackToggleAnswer,
  feedbackToggleBody,
  feedPageQuery,
  feedTakeQuery,
  newestEvaluationList,
  studentFeedbackList,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { getChanges, getNewestEvaluations, getNewestFeedback, toggleSolved } from './feeds.service'

/** Spec 2 §7 "Evaluations, events, feeds": the feeds beside the overview's three tabs. */
export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['feeds']

  app.get(
    '/evaluations/newest',
    { schema: { tags, querystring: feedPageQuery, response: { 200: newestEvaluationList } } },
    async (request) => getNewestEvaluations(ctx, currentUser(request).id, request.query),
  )

  app.get(
    '/synchronizations/getChanges',
    { schema: { tags, querystring: feedTakeQuery, response: { 200: changeFeedList } } },
    async (request) => getChanges(ctx, currentUser(request).id, request.query.take),
  )

  app.get(
    '/feedbacks/newest',
    { schema: { tags, querystring: feedTakeQuery, response: { 200: studentFeedbackList } } },
    async (request) => getNewestFeedback(ctx, currentUser(request).id, request.query.take),
  )

  app.post(
    '/feedbacks/toggleSolved',
    { schema: { tags, body: feedbackToggleBody, response: { 200: feedbackToggleAnswer } } },
    async (request) => toggleSolved(ctx, currentUser(request).id, request.body.student_feedback_question_id),
  )
}
