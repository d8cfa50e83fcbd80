import type { MessageResponse, ResetPasswordBody } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Sets the new password with the mailed token; the server then ends every session of the account. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<MessageResponse>('POST', 'auth/resetPassword', { body })
}

export function useResetPasswordMutation() {
  return useGuardedMutation({ mutationFn: resetPassword })
}
