import type { HelpRequestStoreBody } from '@lernraster/shared'
import { queryOptions } from '@tanstack/react-query'
import { studentCall } from '../../../lib/student-client'

export const helpRequestKeys = {
  all: ['helpRequests'],
  of: (eventId: number) => ['helpRequests', eventId] as const,
} as const

/** The student's own help requests in a module's activation (issue 19). Modules only. */
export const helpRequestsQuery = (eventId: number) =>
  queryOptions({
    queryKey: helpRequestKeys.of(eventId),
    queryFn: () => studentCall('GET /helpRequests', { query: { event_id: eventId } }),
  })

export const askForHelp = (body: HelpRequestStoreBody) => studentCall('POST /helpRequests/store', { body })
