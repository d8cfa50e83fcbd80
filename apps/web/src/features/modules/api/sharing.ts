import type { ModuleShareBody } from '@lernraster/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { moduleKeys } from './module-queries'

const sharedUsersKey = (id: number) => [...moduleKeys.all, 'shared-users', id] as const

/** The teachers a module is shared with (GET /modules/sharedUsers?id). */
export function listSharedUsers(id: number, signal?: AbortSignal) {
  return callApi('GET /modules/sharedUsers', { query: { id }, signal })
}

/** Always fresh while the dialog is open: another tab may have shared it meanwhile. */
export function useSharedUsersQuery(id: number) {
  return useQuery({
    queryKey: sharedUsersKey(id),
    queryFn: ({ signal }) => listSharedUsers(id, signal),
    staleTime: 0,
  })
}

/** The colleague with this address (GET /users/getUserByEmail); 404 when there is none. */
export function getTeacherByEmail(email: string, signal?: AbortSignal) {
  return callApi('GET /users/getUserByEmail', { query: { email }, signal })
}

/**
 * The lookup for one address; each address is its own query, so an answer for an address the
 * teacher has typed past is never shown for the new one. Every lookup counts against an hourly
 * budget on the server: no retries, and an address asked once is not asked again in this dialog.
 */
export function useTeacherLookupQuery(email: string | null) {
  return useQuery({
    queryKey: ['users', 'by-email', email],
    queryFn: ({ signal }) => getTeacherByEmail(email!, signal),
    enabled: email !== null,
    retry: false,
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  })
}

export const shareModule = (body: ModuleShareBody) => callApi('POST /modules/share', { body })
export const unshareModule = (body: ModuleShareBody) => callApi('POST /modules/unshare', { body })

/** Sharing and taking back change the list in the dialog and the owner's module lists. */
function useSharingRefresh(id: number) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sharedUsersKey(id) }),
      queryClient.invalidateQueries({ queryKey: moduleKeys.lists() }),
    ])
  return { onSuccess: refresh }
}

/** Marks the sharing calls, so the dialog can stay open while one is on its way (useIsMutating). */
export const sharingMutationKey = [...moduleKeys.all, 'sharing'] as const

export function useShareModuleMutation(id: number) {
  return useGuardedMutation({
    mutationKey: sharingMutationKey,
    mutationFn: shareModule,
    ...useSharingRefresh(id),
  })
}

export function useUnshareModuleMutation(id: number) {
  return useGuardedMutation({
    mutationKey: sharingMutationKey,
    mutationFn: unshareModule,
    ...useSharingRefresh(id),
  })
}
