import type { QueryClient } from '@tanstack/react-query'
import { apiUrl, requestHeaders } from '../../lib/api-client'
import { connectLiveStream } from '../../lib/live/live-stream'
import { isLiveKind, keysToRefresh, type LiveKind } from './live-keys'

/**
 * Keeps the teacher's open screens current (issue 15 "Live"): GET /live names what changed, and the
 * matching queries are fetched again (only those on screen fetch). The loop itself, with its polling
 * while the stream is down, is lib/live/live-stream.ts. Returns the function that stops it.
 */
export function connectLive(queryClient: QueryClient): () => void {
  const refresh = (kinds: Iterable<LiveKind>) => {
    for (const queryKey of keysToRefresh(kinds)) void queryClient.invalidateQueries({ queryKey })
  }
  return connectLiveStream({
    url: apiUrl('live'),
    headers: requestHeaders,
    isKind: isLiveKind,
    onChanges: refresh,
    onResync: () => refresh(['resync']),
    // A class rating at once arrives over a few hundred milliseconds: the screens fetch once.
    timing: { gatherMs: 700, pollMs: 15_000, firstRetryMs: 1_000, longestRetryMs: 30_000 },
  })
}
