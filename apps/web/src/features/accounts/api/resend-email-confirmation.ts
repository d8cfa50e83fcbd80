import type { MessageResponse } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Mails a fresh code and link to the address still waiting for confirmation (needs the session). */
export function resendEmailConfirmation() {
  return apiRequest<MessageResponse>('POST', 'auth/resendEmailConfirmationToken')
}

export function useResendEmailConfirmationMutation() {
  return useMutation({ mutationFn: resendEmailConfirmation })
}
