import type { TopicType } from '@lernraster/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { moduleKeys } from './module-queries'

export function listTopicTypes(signal?: AbortSignal) {
  return apiRequest<TopicType[]>('GET', 'topic_types', { signal })
}

/** The types change only with a release: loaded once per visit. */
export function useTopicTypesQuery() {
  return useQuery({
    queryKey: moduleKeys.topicTypes,
    queryFn: ({ signal }) => listTopicTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
