import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

/**
 * Under ['progress']: every live signal that refreshes the progress screens (a rating, a teacher
 * rating, a release) refreshes the calibration screen too (app/live/live-keys.ts).
 */
export const calibrationKey = (eventId: number) => ['progress', 'calibration', eventId] as const

/** GET /teacherRatings/calibration: the class view of the gaps, topics most gaps first, students by name. */
export const calibrationQuery = (eventId: number) =>
  queryOptions({
    queryKey: calibrationKey(eventId),
    queryFn: ({ signal }) =>
      callApi('GET /teacherRatings/calibration', { query: { event_id: eventId }, signal }),
  })
