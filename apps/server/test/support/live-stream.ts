import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
/** One server-sent event as the browser's reader sees it. */
export interface LiveEvent {
  event: string
  data: unknown
}

export interface LiveStream {
  /** The next event, or a failure after `timeoutMs` (the server sends nothing for what it need not). */
  next(timeoutMs?: number): Promise<LiveEvent>
  /** Events until one matches, skipping the others (a join arrives before the rating, say). */
  until(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>
  close(): void
}

/**
 * Opens GET /api/teacher/v1/live on a listening server with the teacher's token, as the web app does
 * (fetch with the Authorization header; EventSource cannot send one), and parses its events.
 */
export async function openLiveStream(
  baseUrl: string,
  token: string,
  path = '/api/teacher/v1/live',
): Promise<LiveStream> {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  if (response.status !== 200 || !response.body) {
    throw new Error(`live stream refused: ${response.status} ${await response.text()}`)
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const queued: LiveEvent[] = []
  const waiting: ((event: LiveEvent) => void)[] = []
  let buffer = ''

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n')
          const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6))
          if (data.length === 0) continue // a comment (the heartbeat) or only a retry line
          const event = {
            event: lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message',
            data: JSON.parse(data.join('\n')),
          }
          const taker = waiting.shift()
          if (taker) taker(event)
          else queued.push(event)
        }
      }
    } catch {
      // Aborted by close().
    }
  })()

  const next = (timeoutMs = 10_000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const ready = queued.shift()
      if (ready) return resolve(ready)
      const timer = setTimeout(() => {
        const index = waiting.indexOf(take)
        if (index >= 0) waiting.splice(index, 1)
        reject(new Error(`no live event within ${timeoutMs} ms`))
      }, timeoutMs)
      const take = (event: LiveEvent) => {
        clearTimeout(timer)
        resolve(event)
      }
      waiting.push(take)
    })

  return {
    next,
    async until(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()))
        if (match(event)) return event
      }
    },
    close: () => controller.abort(),
  }
}

/**
 * The test app listening on a real port, as the browser's stream needs, and `watch` to open a
 * teacher's stream past its 'ready' event (`watchStudent` the student app's, GET
 * /api/student/v1/live). Every stream it opened is closed after the file.
 */
export function useLiveStreams(t: { app: FastifyInstance }) {
  const streams = { baseUrl: '', watch, watchStudent }
  const open: LiveStream[] = []
  beforeAll(async () => {
    streams.baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => {
    for (const stream of open) stream.close()
  })
  function watchStudent(token: string): Promise<LiveStream> {
    return watch(token, '/api/student/v1/live')
  }
  async function watch(token: string, path?: string): Promise<LiveStream> {
    const stream = await openLiveStream(streams.baseUrl, token, path)
    open.push(stream)
    expect(await stream.next()).toEqual({ event: 'ready', data: {} })
    return stream
  }
  return streams
}
