import { queryOptions } from '@tanstack/react-query'
import { helpRequestKeys } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'

/** The student's own help requests in a module's activation (issue 19). Modules only. */
export const helpRequestsQuery = (eventId: number) =>
  queryOptions({
    queryKey: helpRequestKeys.of(eventId),
    queryFn: () => studentCall('GET /helpRequests', { query: { event_id: eventId } }),
  })
