import { queryOptions, useQuery } from '@tanstack/react-query'
import { teacherRatingKeys } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'
import { topicQuery } from '../../../lib/topic-query'

export { topicQuery }

export const useTopic = (eventId: number, topicId: number) => useQuery(topicQuery(eventId, topicId))

/** The teacher's grades beside the student's own, once the teacher released them (issue 19). Modules only. */
export const teacherRatingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: teacherRatingKeys.of(eventId),
    queryFn: () => studentCall('GET /teacherRatings', { query: { event_id: eventId } }),
  })

export const useTeacherRatings = (eventId: number, enabled: boolean) =>
  useQuery({ ...teacherRatingsQuery(eventId), enabled })
