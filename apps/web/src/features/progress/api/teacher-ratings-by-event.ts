import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

/** Under ['progress'], so the live signals of ratings refresh it (app/live/live-keys.ts). */
export const teacherRatingsByEventKey = (eventId: number) => ['progress', 'teacher-ratings', eventId] as const

/** GET /teacherRatings/byEvent: every teacher rating of the activation and whether students see them. */
export const teacherRatingsByEventQuery = (eventId: number) =>
  queryOptions({
    queryKey: teacherRatingsByEventKey(eventId),
    queryFn: ({ signal }) =>
      callApi('GET /teacherRatings/byEvent', {
        query: { event_id: eventId },
        signal,
      }),
  })
