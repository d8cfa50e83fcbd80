import type { MessageResponse, UpdatePasswordBody } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { reloadUser } from '../../../lib/session'

export function updatePassword(body: UpdatePasswordBody) {
  return apiRequest<MessageResponse>('POST', 'account/updatePassword', { body })
}

export function useUpdatePasswordMutation() {
  return useMutation({ mutationFn: updatePassword, onSuccess: () => reloadUser() })
}
