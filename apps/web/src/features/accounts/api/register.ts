import type { ApiTokenResponse, RegisterBody } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Registering also logs the new teacher in (decision 004): the answer is a session token. */
export function register(body: RegisterBody) {
  return apiRequest<ApiTokenResponse>('POST', 'auth/register', { body })
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register })
}
