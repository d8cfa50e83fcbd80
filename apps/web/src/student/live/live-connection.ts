import type { QueryClient } from '@tanstack/react-query'
import { createSseReader } from '../../app/live/sse-reader'
import { readStudentToken } from '../api/student-client'
import {
  isStudentLiveKind,
  keysToRefresh,
  type LiveNoticeKey,
  noticeOf,
  type StudentLiveKind,
} from './live-kinds'
import { setLiveConnected } from './live-state'

/** Signals that arrive together (a whole class set at once) refresh the screens once. */
const GATHER_MS = 300
/** While the stream cannot connect, the open screens poll at this pace instead (as before issue 32). */
const POLL_MS = 15_000
const FIRST_RETRY_MS = 1_000
const LONGEST_RETRY_MS = 30_000

/**
 * Keeps the student's open screens current (issue 32 item 2, decision 026): reads GET
 * /api/student/v1/live and has the queries a change touches fetched again, then says so with a
 * notice where the student's attention is wanted. fetch() rather than EventSource, which cannot
 * send the Authorization header (the token is not a cookie on this path). While the stream is down
 * the screens poll, with a growing pause between tries; back, everything is fetched once for what
 * happened in between (the server keeps no history to replay with Last-Event-ID). Offline it waits
 * for the browser's 'online'. Returns the function that stops it.
 */
export function connectStudentLive(
  queryClient: QueryClient,
  onNotice: (notice: LiveNoticeKey) => void,
): () => void {
  let stopped = false
  let controller: AbortController | undefined
  let pollTimer: ReturnType<typeof setInterval> | undefined
  let gatherTimer: ReturnType<typeof setTimeout> | undefined
  let wake: (() => void) | undefined
  const gathered = new Set<StudentLiveKind>()

  const refresh = (kinds: Iterable<StudentLiveKind>) => {
    const keys = keysToRefresh(kinds)
    if (!keys) return void queryClient.invalidateQueries()
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
  }
  const gather = (kind: StudentLiveKind) => {
    gathered.add(kind)
    gatherTimer ??= setTimeout(() => {
      gatherTimer = undefined
      const kinds = [...gathered]
      gathered.clear()
      refresh(kinds)
      for (const notice of new Set(kinds.map(noticeOf))) if (notice) onNotice(notice)
    }, GATHER_MS)
  }
  const startPolling = () => {
    setLiveConnected(false)
    pollTimer ??= setInterval(() => refresh(['resync']), POLL_MS)
  }
  const stopPolling = () => {
    clearInterval(pollTimer)
    pollTimer = undefined
  }

  async function readOneStream(): Promise<'ended' | 'refused' | 'failed'> {
    const token = readStudentToken()
    if (!token) return 'refused'
    controller = new AbortController()
    const response = await fetch('/api/student/v1/live', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    })
    // Logged out or not a student: the app's own requests show why; nothing to listen to.
    if (response.status === 401 || response.status === 403) return 'refused'
    if (!response.ok || !response.body) return 'failed'
    const read = createSseReader((event) => {
      if (event.event === 'ready') {
        if (pollTimer !== undefined) refresh(['resync'])
        stopPolling()
        setLiveConnected(true)
        return
      }
      try {
        const kind: unknown = JSON.parse(event.data).kind
        if (isStudentLiveKind(kind)) gather(kind)
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

  /** A pause that the browser's coming back online cuts short. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const online = () => wake?.()
  const offline = () => controller?.abort()
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)

  async function run() {
    let retry = FIRST_RETRY_MS
    while (!stopped) {
      let outcome: 'ended' | 'refused' | 'failed' = 'failed'
      if (navigator.onLine) {
        try {
          outcome = await readOneStream()
        } catch {
          outcome = 'failed'
        }
      }
      if (stopped) return
      if (outcome === 'refused') return startPolling()
      if (outcome === 'ended') {
        // The server ends every stream after a while (LIVE_STREAM_SECONDS): the next follows at once.
        retry = FIRST_RETRY_MS
        continue
      }
      startPolling()
      await pause(retry)
      retry = Math.min(retry * 2, LONGEST_RETRY_MS)
    }
  }

  void run()
  return () => {
    stopped = true
    controller?.abort()
    stopPolling()
    clearTimeout(gatherTimer)
    wake?.()
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    setLiveConnected(false)
  }
}
