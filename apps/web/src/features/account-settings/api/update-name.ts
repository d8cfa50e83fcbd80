import type { UpdateNameBody, UserInfo } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { reloadUser } from '../../../lib/session'

export function updateName(body: UpdateNameBody) {
  return apiRequest<UserInfo>('POST', 'account/updateName', { body })
}

/** Stays pending until the user is reloaded, so the form closes on the new name, not the old one. */
export function useUpdateNameMutation() {
  return useMutation({ mutationFn: updateName, onSuccess: () => reloadUser() })
}
