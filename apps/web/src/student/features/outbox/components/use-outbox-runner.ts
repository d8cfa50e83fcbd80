import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLiveConnected } from '../../live/model/live-state'
import { connectOutboxToQueries, studentOutbox } from '../api/student-outbox'
import { useOutbox } from '../model/use-outbox'

/**
 * A try to send in the background: a device without IndexedDB has nothing to send, and a failed try
 * is tried again by the next trigger; the write's own screen told the student already.
 */
const sendQuietly = () => void studentOutbox.flush().catch(() => undefined)

/** While something waits and no event says the connection is back, the outbox tries at this pace. */
const RETRY_MS = 20_000

/**
 * Sends what the outbox holds whenever the connection may be back (issue 32 item 4): at start and
 * sign-in, when the browser says 'online', when the page is shown again, when the live stream
 * connects, and every 20 s while something waits (a phone's 'online' is not always told).
 */
export function useOutboxRunner(studentId: number | undefined): void {
  const queryClient = useQueryClient()
  const live = useLiveConnected()
  const { items } = useOutbox()
  const waiting = items.some((item) => item.state === 'waiting')

  useEffect(() => connectOutboxToQueries(queryClient), [queryClient])

  useEffect(() => {
    if (studentId === undefined) return
    void studentOutbox.reload().then(sendQuietly, () => undefined)
    const flush = () => sendQuietly()
    const shown = () => document.visibilityState === 'visible' && flush()
    window.addEventListener('online', flush)
    document.addEventListener('visibilitychange', shown)
    return () => {
      window.removeEventListener('online', flush)
      document.removeEventListener('visibilitychange', shown)
    }
  }, [studentId])

  useEffect(() => {
    if (live && studentId !== undefined) sendQuietly()
  }, [live, studentId])

  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(sendQuietly, RETRY_MS)
    return () => clearInterval(timer)
  }, [waiting])
}
