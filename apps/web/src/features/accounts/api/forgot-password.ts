import type { ForgotPasswordBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** The server answers alike whether or not the address has an account, so nobody can probe for one. */
export function forgotPassword(body: ForgotPasswordBody) {
  return callApi('POST /auth/forgotPassword', { body })
}

export function useForgotPasswordMutation() {
  return useGuardedMutation({ mutationFn: forgotPassword })
}
