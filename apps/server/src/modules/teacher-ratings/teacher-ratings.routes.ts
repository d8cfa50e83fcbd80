import {
  calibration,
  calibrationQuery,
  eventTeacherRatings,
  teacherRatingHistory,
  teacherRatingHistoryQuery,
  teacherRatingList,
  teacherRatingRelease,
  teacherRatingReleaseBody,
  teacherRatingStoreBody,
  teacherRatingsByEventQuery,
  teacherRatingsByTopicQuery,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { getCalibration } from './calibration.service'
import { listEventTeacherRatings, releaseTeacherRatings } from './release.service'
import {
  listTeacherRatingHistory,
  listTopicTeacherRatings,
  storeTeacherRatings,
} from './teacher-ratings.service'

/**
 * Issue 19: the teacher rates a student's questions beside the student's own rating, one or several
 * students at once, per question or per topic; reads a topic's ratings, one rating's changes, the
 * whole activation's ratings and the class view of the gaps (calibration); releases them to the
 * students of the activation.
 * Only the teacher whose class runs the activation and the module's owner (teacher-ratings.repo.ts).
 */
export const teacherRatingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['teacher ratings']

  app.post(
    '/teacherRatings/store',
    { schema: { tags, body: teacherRatingStoreBody, response: { 200: teacherRatingList } } },
    async (request) => storeTeacherRatings(ctx, currentUser(request).id, request.body),
  )

  app.get(
    '/teacherRatings/byTopic',
    { schema: { tags, querystring: teacherRatingsByTopicQuery, response: { 200: teacherRatingList } } },
    async (request) =>
      listTopicTeacherRatings(ctx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
  )

  app.get(
    '/teacherRatings/history',
    { schema: { tags, querystring: teacherRatingHistoryQuery, response: { 200: teacherRatingHistory } } },
    async (request) =>
      listTeacherRatingHistory(ctx, currentUser(request).id, {
        eventId: request.query.event_id,
        studentId: request.query.user_id,
        questionId: request.query.question_id,
      }),
  )

  app.get(
    '/teacherRatings/byEvent',
    { schema: { tags, querystring: teacherRatingsByEventQuery, response: { 200: eventTeacherRatings } } },
    async (request) => listEventTeacherRatings(ctx, currentUser(request).id, request.query.event_id),
  )

  app.post(
    '/teacherRatings/release',
    { schema: { tags, body: teacherRatingReleaseBody, response: { 200: teacherRatingRelease } } },
    async (request) => releaseTeacherRatings(ctx, currentUser(request).id, request.body),
  )

  app.get(
    '/teacherRatings/calibration',
    { schema: { tags, querystring: calibrationQuery, response: { 200: calibration } } },
    async (request) => getCalibration(ctx, currentUser(request).id, request.query.event_id),
  )
}
