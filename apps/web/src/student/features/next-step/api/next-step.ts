import { queryOptions, useQuery } from '@tanstack/react-query'
import { nextStepKeys } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'

/** The student's next step in the activation (issue 19): computed by the server, or pinned by the teacher. */
export const nextStepQuery = (eventId: number) =>
  queryOptions({
    queryKey: nextStepKeys.of(eventId),
    queryFn: () => studentCall('GET /nextStep', { query: { event_id: eventId } }),
  })

export const useNextStep = (eventId: number) => useQuery(nextStepQuery(eventId))
