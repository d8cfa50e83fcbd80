import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from './api-client'

/** The installation's public settings: app-switcher URLs, contact address, activation wait. */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => callApi('GET /app-config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
})

export function useAppConfig() {
  return useQuery(appConfigQuery).data
}
