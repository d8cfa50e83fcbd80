import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Ends the session on the server: its token stops working at once (decision 004). */
export function logout() {
  return callApi('POST /auth/logout')
}

export function useLogoutMutation() {
  return useGuardedMutation({ mutationFn: logout })
}
