import { useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { groupsQueryKey } from './list-groups'

/** The list of accounts this teacher made that are in none of their classes (GET /studentAccounts). */
export const accountsWithoutClassKey = ['studentAccounts', 'withoutClass'] as const

export function useAccountsWithoutClassQuery() {
  return useQuery({
    queryKey: accountsWithoutClassKey,
    queryFn: ({ signal }) => callApi('GET /studentAccounts', { signal }),
  })
}

/** All of the data of an account this teacher made (decision 045), read when the dialog opens. */
export function useStudentAccountDataQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['studentAccountData', userId],
    queryFn: () => callApi('GET /studentAccounts/:userId/dataExport', { params: { userId } }),
    enabled,
    // Each opening reads it afresh: the download is of this moment.
    gcTime: 0,
    staleTime: 0,
  })
}

/** Deletes the account for good; the class list reloads either way (a 404: it is gone already). */
export function useDeleteStudentAccountMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (userId: number) => callApi('POST /studentAccounts/:userId/delete', { params: { userId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountsWithoutClassKey }),
      ]),
  })
}
