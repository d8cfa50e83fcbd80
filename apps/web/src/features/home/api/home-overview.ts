import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

export const homeOverviewQueryKey = ['home', 'overview'] as const

/** The start page's one call (GET /home/overview). */
export const homeOverviewQuery = queryOptions({
  queryKey: homeOverviewQueryKey,
  queryFn: ({ signal }) => callApi('GET /home/overview', { signal }),
  // Cheap, and changed by what the teacher does elsewhere (a new subject, a class): asked anew on every visit.
  staleTime: 0,
})

export function useHomeOverviewQuery() {
  return useQuery(homeOverviewQuery)
}
