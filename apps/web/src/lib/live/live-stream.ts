import { createSseReader } from './sse-reader'

/** How a stream ended: by the server (the next one follows at once), refused (401/403), or broken. */
type StreamOutcome = 'ended' | 'refused' | 'failed'

/** The pauses of the reconnect loop; tests shorten them. */
export interface LiveTiming {
  /** Signals that arrive together (a whole class at once) are handed on once, after this pause. */
  gatherMs: number
  /** While the stream is down, the screens poll at this pace instead. */
  pollMs: number
  /** The first pause before a new try after a failure; it doubles up to `longestRetryMs`. */
  firstRetryMs: number
  longestRetryMs: number
}

export interface LiveStreamOptions<Kind extends string> {
  /** The stream's address (GET, server-sent events). */
  url: string
  /** The request's headers, read at every connect (the token may have changed); undefined: nobody to listen for. */
  headers: () => Record<string, string> | undefined
  isKind: (value: unknown) => value is Kind
  /** The kinds of change announced together, each once. */
  onChanges: (kinds: Kind[]) => void
  /** Changes may have been missed (the stream was down): the screens fetch everything once. */
  onResync: () => void
  /** Whether the stream is open now: screens that poll on their own stop while it is. */
  onConnected?: (connected: boolean) => void
  timing: LiveTiming
}

/**
 * The reconnect loop of the teacher's and the student's live updates (decision 026): reads one
 * stream of server-sent events after the other with fetch() (EventSource cannot send the
 * Authorization header) and hands on the kinds of change it names. While the stream is down it asks
 * for a resync every `pollMs` and tries again after a growing pause; back, it asks for one resync for
 * what happened in between (the server keeps no history to replay with Last-Event-ID). Offline it
 * waits for the browser's 'online', which also cuts a pause short. Returns the function that stops it.
 */
export function connectLiveStream<Kind extends string>(options: LiveStreamOptions<Kind>): () => void {
  const { timing } = options
  let stopped = false
  let controller: AbortController | undefined
  let pollTimer: ReturnType<typeof setInterval> | undefined
  let gatherTimer: ReturnType<typeof setTimeout> | undefined
  let wake: (() => void) | undefined
  const gathered = new Set<Kind>()

  const gather = (kind: Kind) => {
    gathered.add(kind)
    gatherTimer ??= setTimeout(() => {
      gatherTimer = undefined
      const kinds = [...gathered]
      gathered.clear()
      options.onChanges(kinds)
    }, timing.gatherMs)
  }
  const startPolling = () => {
    options.onConnected?.(false)
    pollTimer ??= setInterval(options.onResync, timing.pollMs)
  }
  const stopPolling = () => {
    clearInterval(pollTimer)
    pollTimer = undefined
  }

  async function readOneStream(): Promise<StreamOutcome> {
    const headers = options.headers()
    if (!headers) return 'refused'
    controller = new AbortController()
    const response = await fetch(options.url, {
      headers: { ...headers, Accept: 'text/event-stream' },
      signal: controller.signal,
    })
    // Logged out or not allowed: the app's own requests show why; nothing to listen to.
    if (response.status === 401 || response.status === 403) return 'refused'
    if (!response.ok || !response.body) return 'failed'
    const read = createSseReader((event) => {
      if (event.event === 'ready') {
        // Back after a gap: what changed meanwhile was not announced to this page.
        if (pollTimer !== undefined) options.onResync()
        stopPolling()
        options.onConnected?.(true)
        return
      }
      try {
        const kind: unknown = JSON.parse(event.data).kind
        if (options.isKind(kind)) gather(kind)
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
    let retry = timing.firstRetryMs
    while (!stopped) {
      let outcome: StreamOutcome = 'failed'
      if (navigator.onLine) {
        try {
          outcome = await readOneStream()
        } catch {
          outcome = 'failed'
        }
      }
      if (stopped) return
      // Refused, the screens keep current by polling: the app's next request shows why.
      if (outcome === 'refused') return startPolling()
      if (outcome === 'ended') {
        // The server ends every stream after a while (LIVE_STREAM_SECONDS): the next follows at once.
        retry = timing.firstRetryMs
        continue
      }
      startPolling()
      await pause(retry)
      retry = Math.min(retry * 2, timing.longestRetryMs)
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
    options.onConnected?.(false)
  }
}
