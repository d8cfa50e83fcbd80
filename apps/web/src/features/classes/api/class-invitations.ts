import type { WithdrawInvitationBody } from '@lernraster/shared'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** All classes' invitation lists: an import or a withdrawal reloads the one it changed. */
export const classInvitationsQueryKey = ['classInvitations'] as const

/**
 * Who a class list invited into the class and has not accepted yet (decision 037), with the names as
 * the list gave them; shown as "eingeladen" below the class's students.
 */
export const classInvitationsQuery = (groupId: number) =>
  queryOptions({
    queryKey: [...classInvitationsQueryKey, groupId],
    queryFn: ({ signal }) => callApi('GET /groups/invitations', { query: { id: groupId }, signal }),
  })

export function useClassInvitationsQuery(groupId: number) {
  return useQuery(classInvitationsQuery(groupId))
}

/** Takes an invitation back; the list reloads after a failure too (a 404: it was answered meanwhile). */
export function useWithdrawInvitationMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: WithdrawInvitationBody) => callApi('POST /groups/withdrawInvitation', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classInvitationsQueryKey }),
  })
}
