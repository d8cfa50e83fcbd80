import type { RegisterBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Registering also logs the new teacher in (decision 004): the answer is a session token. */
export function register(body: RegisterBody) {
  return callApi('POST /auth/register', { body })
}

export function useRegisterMutation() {
  return useGuardedMutation({ mutationFn: register })
}
