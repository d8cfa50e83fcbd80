import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

/** The teacher's classes with their students, sorted by name; the practice class MySelf is left out by the server. */
export function listGroups(signal?: AbortSignal) {
  return callApi('GET /groups', { signal })
}

export const groupsQueryKey = ['groups'] as const

export const groupsQuery = queryOptions({
  queryKey: groupsQueryKey,
  queryFn: ({ signal }) => listGroups(signal),
})

export function useGroupsQuery() {
  return useQuery(groupsQuery)
}
