import pg from 'pg'

export interface ListenHandlers {
  onPayload: (payload: string) => void
  /** The connection was lost and is back: whatever was sent in between did not arrive. */
  onReconnect?: () => void
}

const FIRST_PAUSE_MS = 500
const LONGEST_PAUSE_MS = 30_000

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When PostgreSQL
 * drops it (restart, failover, pg_terminate_backend), it connects again with a growing pause and
 * says so, so the caller can make up for the signals it missed.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let pause = FIRST_PAUSE_MS
  let retry: NodeJS.Timeout | undefined

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '')
    })
    next.on('error', (error) => {
      console.error(`PostgreSQL closed the live connection: ${error.message}`)
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
  }

  function lost(which: pg.Client): void {
    if (stopped || client !== which) return
    client = undefined
    which.end().catch(() => {})
    scheduleReconnect()
  }

  function scheduleReconnect(): void {
    retry = setTimeout(() => {
      connect().then(
        () => {
          pause = FIRST_PAUSE_MS
          handlers.onReconnect?.()
        },
        () => {
          pause = Math.min(pause * 2, LONGEST_PAUSE_MS)
          if (!stopped) scheduleReconnect()
        },
      )
    }, pause)
    retry.unref()
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
    client = undefined
  }
}
