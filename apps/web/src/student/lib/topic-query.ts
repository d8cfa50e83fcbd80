import { queryOptions } from '@tanstack/react-query'
import { topicKeys } from './query-keys'
import { studentCall } from './student-client'

/**
 * A topic as the student works on it. Here rather than in the topic feature: the check's screen reads
 * the topic's title too, and the topic's page shows the check's card, so neither feature may import
 * the other (features import one way).
 */
export const topicQuery = (eventId: number, topicId: number) =>
  queryOptions({
    queryKey: topicKeys.of(eventId, topicId),
    queryFn: () => studentCall('GET /topics/byId', { query: { event_id: eventId, topic_id: topicId } }),
  })
