import { queryOptions, useQuery } from '@tanstack/react-query'
import { gridKeys } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'

export const gridQuery = (eventId: number) =>
  queryOptions({
    queryKey: gridKeys.of(eventId),
    queryFn: () => studentCall('GET /modules/grid', { query: { event_id: eventId } }),
  })

export const useGrid = (eventId: number) => useQuery(gridQuery(eventId))
