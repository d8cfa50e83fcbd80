import type { ArchiveClassBody, UnarchiveClassBody } from '@lernraster/shared'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { queriesChangedByTrash, trashListKey } from '../../../lib/trash-queries'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { archivedClassesQueryKey } from './archived-classes'

/**
 * Archiving takes a class out of the same lists as a move to the trash (classes, runs, feeds, start
 * page, planning) and brings it into the archive; taking it out does the reverse. The Papierkorb
 * itself does not change.
 */
function refreshAfterArchive(queryClient: QueryClient) {
  const keys = [
    ...queriesChangedByTrash('class').filter((key) => key !== trashListKey),
    archivedClassesQueryKey,
  ]
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/**
 * POST /groups/archive (issue 36 item 4): with `next_name`, a class for the next year takes the active
 * students. Keyed: sent again after a lost answer, it never carries the class twice.
 */
export function useArchiveClassMutation() {
  const queryClient = useQueryClient()
  return useKeyedMutation({
    mutationFn: (body: ArchiveClassBody, idempotencyKey) =>
      callApi('POST /groups/archive', { body, idempotencyKey }),
    onSuccess: () => refreshAfterArchive(queryClient),
  })
}

/** POST /groups/unarchive: the class comes back into the lists as it was. */
export function useUnarchiveClassMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: UnarchiveClassBody) => callApi('POST /groups/unarchive', { body }),
    onSuccess: () => refreshAfterArchive(queryClient),
  })
}
