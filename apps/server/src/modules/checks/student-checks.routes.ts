import { studentCheckCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getStudentCheck, startCheckAttempt, submitCheckAttempt } from './student-checks.service'

/** Issue 37: a student takes a topic's check (decision 053). */
export const studentChecksRoutes = callRoutes(studentCheckCalls, ({ ctx }) => ({
  'GET /checks/byTopic': async (request) =>
    getStudentCheck(ctx, {
      userId: currentUser(request).id,
      eventId: request.query.event_id,
      topicId: request.query.topic_id,
    }),
  'POST /checks/start': async (request) =>
    startCheckAttempt(ctx, {
      userId: currentUser(request).id,
      eventId: request.body.event_id,
      topicId: request.body.topic_id,
    }),
  'POST /checks/submit': async (request) => submitCheckAttempt(ctx, currentUser(request).id, request.body),
}))
