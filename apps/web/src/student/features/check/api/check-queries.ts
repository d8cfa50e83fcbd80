import type { RunningCheckAttempt, StudentCheck } from '@lernraster/shared'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { topicKeys } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'

/**
 * Under the topic's key on purpose: what refreshes a topic (the student's own rating taken by the
 * outbox, a finished module, a class change on the live stream) refreshes its check too, which is
 * how a check that opens once the topic is rated opens by itself.
 */
export const checkKey = (eventId: number, topicId: number) =>
  [...topicKeys.of(eventId, topicId), 'check'] as const

export const checkQuery = (eventId: number, topicId: number) =>
  queryOptions({
    queryKey: checkKey(eventId, topicId),
    queryFn: () => studentCall('GET /checks/byTopic', { query: { event_id: eventId, topic_id: topicId } }),
  })

export const useCheck = (eventId: number, topicId: number) => useQuery(checkQuery(eventId, topicId))

/** Starts an attempt (or answers the one that runs: a second tap never starts two). */
export const startCheckAttempt = (eventId: number, topicId: number) =>
  studentCall('POST /checks/start', { body: { event_id: eventId, topic_id: topicId } })

/** The attempt the server started, shown at once, before the check is fetched again. */
export function showRunning(
  client: QueryClient,
  eventId: number,
  topicId: number,
  running: RunningCheckAttempt,
) {
  client.setQueryData<StudentCheck | null>(checkKey(eventId, topicId), (check) =>
    check ? { ...check, state: 'running', running } : check,
  )
}
