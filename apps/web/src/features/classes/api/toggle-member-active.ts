import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { groupsQueryKey } from './list-groups'

export type Membership = { groupId: number; userId: number }

/** Switches the membership's active flag; the answer is the new state. */
export function toggleMemberActive({ groupId, userId }: Membership) {
  return callApi('POST /groups/:groupId/users/:userId/toggleActive', {
    params: { groupId, userId },
    body: {},
  })
}

/**
 * docs/product/subjects-and-classes.md "Students in a class": toggling is followed by reloading the groups
 * (the switch and the class's count of active students come from there). It reloads after a failure too: a
 * 404 means the list is out of date.
 */
export function useToggleMemberActiveMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: toggleMemberActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  })
}
