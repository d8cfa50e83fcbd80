import { useQueryClient } from '@tanstack/react-query'
import { isApiError } from '../../../lib/api-error'
import { trashListKey } from '../../../lib/trash-queries'
import { refreshAfterTrash, restoreFromTrash } from '../../../lib/trash-undo'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/**
 * POST /trash/restore {id}. On success every screen the item belongs on is reloaded (modules, runs,
 * classes, subjects, progress: lib/trash-queries); the promise waits for the list without it. A 404
 * means it is gone already (deleted in another tab, or past its 30 days): the list drops it.
 */
export function useRestoreTrashItemMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: restoreFromTrash,
    onSuccess: (answer) => refreshAfterTrash(queryClient, answer.kind),
    onError: (error) => {
      if (isApiError(error, 'notFound')) void queryClient.invalidateQueries({ queryKey: trashListKey })
    },
  })
}
