import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { moduleKeys } from './module-queries'

export function listTopicTypes(signal?: AbortSignal) {
  return callApi('GET /topic_types', { signal })
}

/** The types change only with a release: loaded once per visit. */
export function useTopicTypesQuery() {
  return useQuery({
    queryKey: moduleKeys.topicTypes,
    queryFn: ({ signal }) => listTopicTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
