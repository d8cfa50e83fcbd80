import { queryOptions, useQuery } from '@tanstack/react-query'
import { studentCall } from '../../../lib/student-client'

/** `gridKeys.all` is every event's grid (the live stream refreshes them together). */
export const gridKeys = {
  all: ['grid'],
  of: (eventId: number) => ['grid', eventId] as const,
} as const

export const gridQuery = (eventId: number) =>
  queryOptions({
    queryKey: gridKeys.of(eventId),
    queryFn: () => studentCall('GET /modules/grid', { query: { event_id: eventId } }),
  })

export const useGrid = (eventId: number) => useQuery(gridQuery(eventId))
