import type { MessageResponse, UpdatePasswordBody } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { reloadUser } from '../../../lib/session'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export function updatePassword(body: UpdatePasswordBody) {
  return apiRequest<MessageResponse>('POST', 'account/updatePassword', { body })
}

export function useUpdatePasswordMutation() {
  return useGuardedMutation({ mutationFn: updatePassword, onSuccess: () => reloadUser() })
}
