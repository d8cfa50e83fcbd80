import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { teacherRatingKeys } from './teacher-ratings-keys'

/** GET /teacherRatings/byTopic: the teacher's ratings of a topic for the class's active students. */
export const topicTeacherRatingsQuery = (eventId: number, topicId: number) =>
  queryOptions({
    queryKey: teacherRatingKeys.byTopic(eventId, topicId),
    queryFn: ({ signal }) =>
      callApi('GET /teacherRatings/byTopic', {
        query: { event_id: eventId, topic_id: topicId },
        signal,
      }),
  })

export function useTopicTeacherRatings(eventId: number, topicId: number) {
  return useQuery(topicTeacherRatingsQuery(eventId, topicId))
}
