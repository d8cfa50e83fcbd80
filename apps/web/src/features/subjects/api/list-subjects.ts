import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'

export const subjectsQueryKey = ['subjects'] as const

export function listSubjects(signal?: AbortSignal) {
  return callApi('GET /subjects', { signal })
}

export const subjectsQueryOptions = () =>
  queryOptions({ queryKey: subjectsQueryKey, queryFn: ({ signal }) => listSubjects(signal) })

export function useSubjectsQuery() {
  return useQuery(subjectsQueryOptions())
}

/**
 * The callbacks every subject mutation shares; they reload the list and nothing else. On success
 * the promise keeps the mutation pending until the table shows the change. A 404 means the subject
 * is gone (deleted in another tab): the list drops its stale row.
 */
export function useSubjectsRefresh() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: subjectsQueryKey, exact: true })
  return {
    onSuccess: refresh,
    onError: (error: unknown) => {
      if (isApiError(error, 'notFound')) void refresh()
    },
  }
}
