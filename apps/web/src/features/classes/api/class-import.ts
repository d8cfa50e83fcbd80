import type { ClassCopyBody, ClassImportBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { classInvitationsQueryKey } from './class-invitations'
import { groupsQueryKey } from './list-groups'

/**
 * Checks a class list (the preview) or, with commit, imports it; the class list and its invitations
 * reload after an import.
 */
export function useImportStudentsMutation() {
  const queryClient = useQueryClient()
  return useKeyedMutation({
    mutationFn: (body: ClassImportBody, idempotencyKey) =>
      callApi('POST /groups/importStudents', { body, idempotencyKey }),
    onSuccess: async (answer) => {
      if (!answer.imported) return
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: classInvitationsQueryKey }),
      ])
    },
  })
}

/** A new class with the active students of one; pending until the list has it. */
export function useCopyClassMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: ClassCopyBody) => callApi('POST /groups/copy', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  })
}
