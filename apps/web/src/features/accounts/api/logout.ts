import type { MessageResponse } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Ends the session on the server: its token stops working at once (decision 004). */
export function logout() {
  return apiRequest<MessageResponse>('POST', 'auth/logout')
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout })
}
