import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Mails a fresh code and link to the address still waiting for confirmation (needs the session). */
export function resendEmailConfirmation() {
  return callApi('POST /auth/resendEmailConfirmationToken')
}

export function useResendEmailConfirmationMutation() {
  return useGuardedMutation({ mutationFn: resendEmailConfirmation })
}
