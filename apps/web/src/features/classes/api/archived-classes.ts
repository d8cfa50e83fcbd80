import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

/** GET /groups/archived: the teacher's archived classes with their runs, and how long the school keeps them. */
export function listArchivedClasses(signal?: AbortSignal) {
  return callApi('GET /groups/archived', { signal })
}

export const archivedClassesQueryKey = ['groups', 'archived'] as const

export const archivedClassesQuery = queryOptions({
  queryKey: archivedClassesQueryKey,
  queryFn: ({ signal }) => listArchivedClasses(signal),
})

export function useArchivedClassesQuery() {
  return useQuery(archivedClassesQuery)
}
