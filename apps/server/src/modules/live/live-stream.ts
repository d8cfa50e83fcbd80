import { PassThrough } from 'node:stream'
import type { FastifyReply } from 'fastify'
import type { LiveListener } from './live-bus'
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
 * Answers with a server-sent event stream of the signals `subscribe` hands over, for `seconds`; the
 * teacher's and the student's stream are this one function with another audience of the bus.
 */
export function sendLiveStream(
  reply: FastifyReply,
  seconds: number,
  subscribe: (listener: LiveListener) => () => void,
): FastifyReply {
  const stream = new PassThrough()
  const write = (text: string) => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(text)
  }
  write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`)
  const unsubscribe = subscribe((signal) => write(eventText(signal)))
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)
  const lifetime = setTimeout(() => stream.end(), seconds * 1000)
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
}
