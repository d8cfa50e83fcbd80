import type { MessageResponse } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Ends the session on the server: its token stops working at once (decision 004). */
export function logout() {
  return apiRequest<MessageResponse>('POST', 'auth/logout')
}

export function useLogoutMutation() {
  return useGuardedMutation({ mutationFn: logout })
}
