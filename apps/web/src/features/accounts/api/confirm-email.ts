import type { EmailConfirmationBody, MessageResponse } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/**
 * Takes the mailed link token (works without a session) or the six-digit code (only for the
 * logged-in user it was sent to; decision 005).
 */
export function confirmEmail(body: EmailConfirmationBody) {
  return apiRequest<MessageResponse>('POST', 'auth/emailConfirmation', { body })
}

export function useConfirmEmailMutation() {
  return useMutation({ mutationFn: confirmEmail })
}
