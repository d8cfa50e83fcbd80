import type { ForgotPasswordBody, MessageResponse } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** The server answers alike whether or not the address has an account, so nobody can probe for one. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest<MessageResponse>('POST', 'auth/forgotPassword', { body })
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword })
}
