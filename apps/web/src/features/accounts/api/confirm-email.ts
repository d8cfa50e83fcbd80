import type { EmailConfirmationBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/**
 * Takes the mailed link token (works without a session) or the six-digit code (only for the
 * logged-in user it was sent to; decision 005).
 */
export function confirmEmail(body: EmailConfirmationBody) {
  return callApi('POST /auth/emailConfirmation', { body })
}

export function useConfirmEmailMutation() {
  return useGuardedMutation({ mutationFn: confirmEmail })
}
