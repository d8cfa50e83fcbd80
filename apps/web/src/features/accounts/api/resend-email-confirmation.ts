import type { MessageResponse } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Mails a fresh code and link to the address still waiting for confirmation (needs the session). */
export function resendEmailConfirmation() {
  return apiRequest<MessageResponse>('POST', 'auth/resendEmailConfirmationToken')
}

export function useResendEmailConfirmationMutation() {
  return useGuardedMutation({ mutationFn: resendEmailConfirmation })
}
