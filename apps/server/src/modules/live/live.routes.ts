import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { sendLiveStream } from './live-stream'

/**
 * GET /live: the teacher's live stream (issue 15, decision 019). It names what changed, never the data:
 * the browser fetches again through the API, with the rights it has. The stream ends after
 * LIVE_STREAM_SECONDS and the browser opens the next one, which checks the session again.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get(
    '/live',
    {
      schema: {
        tags: ['live'],
        summary: 'Server-sent events: what changed on the teacher’s screens (text/event-stream)',
      },
    },
    async (request, reply) =>
      sendLiveStream(reply, ctx.config.LIVE_STREAM_SECONDS, (listener) =>
        ctx.live.subscribe(currentUser(request).id, listener),
      ),
  )
}
