import type { GroupRemoveBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { refreshAfterTrash } from '../../../lib/trash-undo'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** POST /groups/remove: the class goes to the trash with its memberships, runs and their ratings. */
export function removeGroup(body: GroupRemoveBody) {
  return callApi('POST /groups/remove', { body })
}

/** The class lists, its runs (Active tab, progress) and the start page change; a 404: it is gone anyway. */
export function useRemoveGroupMutation() {
  const queryClient = useQueryClient()
  const refresh = () => refreshAfterTrash(queryClient, 'class')
  return useGuardedMutation({
    mutationFn: removeGroup,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error, 'notFound')) void refresh()
    },
  })
}
