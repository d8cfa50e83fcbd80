import type { StudentLiveKind } from '@lernraster/shared'
import type { QueryClient } from '@tanstack/react-query'
import { connectLiveStream } from '../../../../lib/live/live-stream'
import { readStudentToken } from '../../../lib/student-client'
import { isStudentLiveKind, keysToRefresh, type LiveNoticeKey, noticeOf } from '../model/live-kinds'
import { setLiveConnected } from '../model/live-state'

/**
 * Keeps the student's open screens current (issue 32 item 2, decision 026): GET /api/student/v1/live
 * names what the teacher changed, the queries it touches are fetched again, and a notice says so
 * where the student's attention is wanted. The reconnect loop and the polling while the stream is
 * down are the teacher app's too (lib/live/live-stream.ts). Returns the function that stops it.
 */
export function connectStudentLive(
  queryClient: QueryClient,
  onNotice: (notice: LiveNoticeKey) => void,
): () => void {
  const refresh = (kinds: Iterable<StudentLiveKind>) => {
    const keys = keysToRefresh(kinds)
    if (!keys) return void queryClient.invalidateQueries()
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
  }
  return connectLiveStream({
    url: '/api/student/v1/live',
    headers: () => {
      const token = readStudentToken()
      return token ? { Authorization: `Bearer ${token}` } : undefined
    },
    isKind: isStudentLiveKind,
    onChanges: (kinds) => {
      refresh(kinds)
      for (const notice of new Set(kinds.map(noticeOf))) if (notice) onNotice(notice)
    },
    onResync: () => refresh(['resync']),
    onConnected: setLiveConnected,
    timing: { gatherMs: 300, pollMs: 15_000, firstRetryMs: 1_000, longestRetryMs: 30_000 },
  })
}
