import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { trashListKey } from '../../../lib/trash-queries'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** POST /trash/remove {id}: deleted for good. Only the Papierkorb's list changes (nothing else showed it). */
export function removeTrashItem(id: number) {
  return callApi('POST /trash/remove', { body: { id } })
}

export function useRemoveTrashItemMutation() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: trashListKey })
  return useGuardedMutation({
    mutationFn: removeTrashItem,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error, 'notFound')) void refresh()
    },
  })
}
