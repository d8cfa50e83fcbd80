import type { GroupStoreBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { groupsQueryKey } from './list-groups'

export function storeGroup(body: GroupStoreBody) {
  return callApi('POST /groups/store', { body })
}

/** Stays pending until the list is reloaded, so the dialog closes onto a list that has the new class. */
export function useStoreGroupMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: storeGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  })
}
