import type { LoginBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export function login(body: LoginBody) {
  return callApi('POST /auth/login', { body })
}

export function useLoginMutation() {
  return useGuardedMutation({ mutationFn: login })
}
