import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { teacherRatingKeys } from './teacher-ratings-keys'

type Rating = { eventId: number; userId: number; questionId: number }

/** GET /teacherRatings/history: every change of one teacher rating, newest first. */
export const teacherRatingHistoryQuery = ({ eventId, userId, questionId }: Rating) =>
  queryOptions({
    queryKey: teacherRatingKeys.history(eventId, userId, questionId),
    queryFn: ({ signal }) =>
      callApi('GET /teacherRatings/history', {
        query: { event_id: eventId, user_id: userId, question_id: questionId },
        signal,
      }),
  })

/** Asked for only while the history is open: a list of 30 questions does not send 30 requests. */
export function useTeacherRatingHistory(rating: Rating, enabled: boolean) {
  return useQuery({ ...teacherRatingHistoryQuery(rating), enabled })
}
