import { studentLiveCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { sendLiveStream } from './live-stream'

/**
 * GET /api/student/v1/live: the student's live stream (issue 32 item 2, decision 026), the teacher's
 * stream with the bus's other audience. It carries only the student's own signals (their class's
 * homework, their released grades, their handled help request ...), each naming what to fetch again.
 */
export const studentLiveRoutes = callRoutes(studentLiveCalls, ({ ctx }) => ({
  'GET /live': async (request, reply) =>
    sendLiveStream(reply, ctx.config.LIVE_STREAM_SECONDS, (listener) =>
      ctx.live.subscribeStudent(currentUser(request).id, listener),
    ),
}))
