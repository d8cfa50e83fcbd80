import { teacherRatingCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
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
export const teacherRatingsRoutes = callRoutes(teacherRatingCalls, ({ ctx }) => ({
  'POST /teacherRatings/store': async (request) =>
    storeTeacherRatings(ctx, currentUser(request).id, request.body),
  'GET /teacherRatings/byTopic': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listTopicTeacherRatings(runCtx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
    ),
  'GET /teacherRatings/history': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listTeacherRatingHistory(runCtx, currentUser(request).id, {
        eventId: request.query.event_id,
        studentId: request.query.user_id,
        questionId: request.query.question_id,
      }),
    ),
  'GET /teacherRatings/byEvent': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listEventTeacherRatings(runCtx, currentUser(request).id, request.query.event_id),
    ),
  'POST /teacherRatings/release': async (request) =>
    releaseTeacherRatings(ctx, currentUser(request).id, request.body),
  'GET /teacherRatings/calibration': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getCalibration(runCtx, currentUser(request).id, request.query.event_id),
    ),
}))
