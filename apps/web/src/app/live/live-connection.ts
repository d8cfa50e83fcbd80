import type { QueryClient } from '@tanstack/react-query'
import { apiUrl, requestHeaders } from '../../lib/api-client'
import { isLiveKind, keysToRefresh, type LiveKind } from './live-keys'
import { createSseReader } from './sse-reader'

/** Signals that arrive together (a class rating at once) refresh the screens once. */
const GATHER_MS = 700
/** While the stream is down, the screens poll at this pace instead. */
const POLL_MS = 15_000
const FIRST_RETRY_MS = 1_000
const LONGEST_RETRY_MS = 30_000

/**
 * Keeps the teacher's open screens current (issue 15 "Live"): reads GET /live, a stream of
 * server-sent events naming what changed, and has the matching queries fetched again (only those on
 * screen fetch). fetch() rather than EventSource, which cannot send the Authorization header. When
 * the stream is down the screens poll every 15 s until it is back; then everything is fetched once,
 * for what happened in between. Returns the function that stops it (logout, closing the app).
 */
export function connectLive(queryClient: QueryClient): () => void {
  let stopped = false
  let controller: AbortController | undefined
  let pollTimer: ReturnType<typeof setInterval> | undefined
  let gatherTimer: ReturnType<typeof setTimeout> | undefined
  const gathered = new Set<LiveKind>()

  const refresh = (kinds: Iterable<LiveKind>) => {
    for (const queryKey of keysToRefresh(kinds)) void queryClient.invalidateQueries({ queryKey })
  }
  const gather = (kind: LiveKind) => {
    gathered.add(kind)
    gatherTimer ??= setTimeout(() => {
      gatherTimer = undefined
      const kinds = [...gathered]
      gathered.clear()
      refresh(kinds)
    }, GATHER_MS)
  }
  const startPolling = () => {
    pollTimer ??= setInterval(() => refresh(['resync']), POLL_MS)
  }
  const stopPolling = () => {
    clearInterval(pollTimer)
    pollTimer = undefined
  }

  /** Reads one stream to its end and says how it ended. */
  async function readOneStream(): Promise<'ended' | 'refused' | 'failed'> {
    controller = new AbortController()
    const response = await fetch(apiUrl('live'), {
      headers: { ...requestHeaders(), Accept: 'text/event-stream' },
      signal: controller.signal,
    })
    // Logged out or no longer allowed: the app's own requests show why; nothing to listen to.
    if (response.status === 401 || response.status === 403) return 'refused'
    if (!response.ok || !response.body) return 'failed'
    const read = createSseReader((event) => {
      if (event.event === 'ready') {
        // Back after a gap: what changed meanwhile was not announced to this page.
        if (pollTimer !== undefined) refresh(['resync'])
        stopPolling()
        return
      }
      try {
        const kind: unknown = JSON.parse(event.data).kind
        if (isLiveKind(kind)) gather(kind)
      } catch {
        // Not ours: ignored.
      }
    })
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return 'ended'
      read(value)
    }
  }

  async function run() {
    let retry = FIRST_RETRY_MS
    while (!stopped) {
      let outcome: 'ended' | 'refused' | 'failed'
      try {
        outcome = await readOneStream()
      } catch {
        outcome = 'failed'
      }
      if (stopped || outcome === 'refused') return
      if (outcome === 'ended') {
        // The server ends every stream after a while (LIVE_STREAM_SECONDS): the next follows at once.
        retry = FIRST_RETRY_MS
        continue
      }
      startPolling()
      await new Promise((resolve) => setTimeout(resolve, retry))
      retry = Math.min(retry * 2, LONGEST_RETRY_MS)
    }
  }

  void run()
  return () => {
    stopped = true
    controller?.abort()
    stopPolling()
    clearTimeout(gatherTimer)
  }
}
