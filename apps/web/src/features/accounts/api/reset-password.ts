import type { MessageResponse, ResetPasswordBody } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Sets the new password with the mailed token; the server then ends every session of the account. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<MessageResponse>('POST', 'auth/resetPassword', { body })
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword })
}
