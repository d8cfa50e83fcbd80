import type { MemberRatingsChoice } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { groupsQueryKey } from './list-groups'
import { accountsWithoutClassKey } from './student-account-data'

export type MemberRemoval = { groupId: number; userId: number; ratings: MemberRatingsChoice }

/** Removes the student from the class, keeping or deleting their ratings in it (decision 042). */
export function removeMember({ groupId, userId, ratings }: MemberRemoval) {
  return callApi('POST /groups/:groupId/users/:userId/remove', {
    params: { groupId, userId },
    body: { ratings },
  })
}

/**
 * The class list reloads after the answer, a failure too: a 404 means the student is gone already.
 * An account the teacher made may now be in none of their classes: that list reloads too.
 */
export function useRemoveMemberMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: removeMember,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountsWithoutClassKey }),
      ]),
  })
}
