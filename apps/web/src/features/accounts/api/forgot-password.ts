import type { ForgotPasswordBody, MessageResponse } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** The server answers alike whether or not the address has an account, so nobody can probe for one. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest<MessageResponse>('POST', 'auth/forgotPassword', { body })
}

export function useForgotPasswordMutation() {
  return useGuardedMutation({ mutationFn: forgotPassword })
}
