import type { ResetPasswordBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Sets the new password with the mailed token; the server then ends every session of the account. */
export function resetPassword(body: ResetPasswordBody) {
  return callApi('POST /auth/resetPassword', { body })
}

export function useResetPasswordMutation() {
  return useGuardedMutation({ mutationFn: resetPassword })
}
