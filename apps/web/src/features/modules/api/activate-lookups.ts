import type { GroupStoreBody, SubjectStoreBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { lookupKeys } from '../../../lib/lookups'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** A class created on the spot; pending until the list has it, so the select can choose it. */
export function useCreateGroupMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: GroupStoreBody) => callApi('POST /groups/store', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.groups }),
  })
}

/** A subject created on the spot; pending until the list has it. */
export function useCreateSubjectMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: SubjectStoreBody) => callApi('POST /subjects/store', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.subjects, exact: true }),
  })
}
