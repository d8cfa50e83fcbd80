import type { ApiTokenResponse, LoginBody } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export function login(body: LoginBody) {
  return apiRequest<ApiTokenResponse>('POST', 'auth/login', { body })
}

export function useLoginMutation() {
  return useGuardedMutation({ mutationFn: login })
}
