import { PassThrough } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import type { LiveSignal } from './live-signal'

/** A comment line now and then keeps proxies and load balancers from ending a quiet stream. */
const HEARTBEAT_MS = 25_000
/** How soon the browser's EventSource reconnects after the stream ended (its own default is 3 s). */
const RETRY_MS = 2_000

/** One server-sent event: what kind of change, in which event; the screens fetch the rest. */
export function eventText(signal: Pick<LiveSignal, 'kind' | 'event'>): string {
  return `data: ${JSON.stringify({ kind: signal.kind, event: signal.event })}\n\n`
}

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
    async (request, reply) => {
      const teacherId = currentUser(request).id
      const stream = new PassThrough()
      const write = (text: string) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(text)
      }
      write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`)
      const unsubscribe = ctx.live.subscribe(teacherId, (signal) => write(eventText(signal)))
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)
      const lifetime = setTimeout(() => stream.end(), ctx.config.LIVE_STREAM_SECONDS * 1000)
      let cleaned = false
      const cleanup = () => {
        if (cleaned) return
        cleaned = true
        unsubscribe()
        clearInterval(heartbeat)
        clearTimeout(lifetime)
      }
      stream.on('close', cleanup)
      stream.on('finish', cleanup)
      // The browser went away (tab closed, logout, network): the stream and its subscription end now.
      reply.raw.on('close', () => {
        cleanup()
        stream.end()
      })
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream)
    },
  )
}
