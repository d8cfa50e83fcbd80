import type { ApiTokenResponse, LoginBody } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function login(body: LoginBody) {
  return apiRequest<ApiTokenResponse>('POST', 'auth/login', { body })
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login })
}
