import type { CheckSaveBody } from '@lernraster/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { moduleKeys } from './module-queries'

// Issue 37: a topic's check ("Lernkontrolle"), read and written by the topic dialog's tab.
export const topicCheckKey = (topicId: number) => [...moduleKeys.all, 'check', topicId] as const

export const getTopicCheck = (topicId: number, signal?: AbortSignal) =>
  callApi('GET /checks/byTopic', { query: { topic_id: topicId }, signal })
export const saveTopicCheck = (body: CheckSaveBody) => callApi('POST /checks/save', { body })
export const removeTopicCheck = (topicId: number) =>
  callApi('POST /checks/remove', { body: { topic_id: topicId } })

export function useTopicCheckQuery(topicId: number) {
  return useQuery({
    queryKey: topicCheckKey(topicId),
    queryFn: ({ signal }) => getTopicCheck(topicId, signal),
  })
}

/** A save answers with the check as stored (item ids given by the server): it becomes the query's data. */
export function useSaveTopicCheckMutation(topicId: number) {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: saveTopicCheck,
    onSuccess: (check) => queryClient.setQueryData(topicCheckKey(topicId), check),
  })
}

export function useRemoveTopicCheckMutation(topicId: number) {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: () => removeTopicCheck(topicId),
    onSuccess: () => queryClient.setQueryData(topicCheckKey(topicId), null),
  })
}
