import { liveCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { sendLiveStream } from './live-stream'

/**
 * GET /live: the teacher's live stream (issue 15, decision 019). It names what changed, never the data:
 * the browser fetches again through the API, with the rights it has. The stream ends after
 * LIVE_STREAM_SECONDS and the browser opens the next one, which checks the session again.
 */
export const liveRoutes = callRoutes(liveCalls, ({ ctx }) => ({
  'GET /live': async (request, reply) =>
    sendLiveStream(reply, ctx.config.LIVE_STREAM_SECONDS, (listener) =>
      ctx.live.subscribe(currentUser(request).id, listener),
    ),
}))
