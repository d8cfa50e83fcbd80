import type { CreateStudentsBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { groupsQueryKey } from './list-groups'

/** Checks a list of names (the preview) or, with commit, makes the accounts; the class list reloads after. */
export function useCreateStudentsMutation() {
  const queryClient = useQueryClient()
  return useKeyedMutation({
    mutationFn: (body: CreateStudentsBody, idempotencyKey) =>
      callApi('POST /groups/createStudents', { body, idempotencyKey }),
    onSuccess: async (answer) => {
      if (answer.created) await queryClient.invalidateQueries({ queryKey: groupsQueryKey })
    },
  })
}
