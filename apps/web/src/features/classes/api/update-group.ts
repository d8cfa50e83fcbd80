import type { GroupUpdateBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { groupsQueryKey } from './list-groups'

export function updateGroup(body: GroupUpdateBody) {
  return callApi('POST /groups/update', { body })
}

export function useUpdateGroupMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  })
}
