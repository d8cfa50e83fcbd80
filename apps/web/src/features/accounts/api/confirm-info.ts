import type { ConfirmInfoBody, UserInfo } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/**
 * Saves the checked names and address. The user is reloaded only after the thank-you (spec 1 §4),
 * so the answer is not written into the cache here.
 */
export function confirmInfo(body: ConfirmInfoBody) {
  return apiRequest<UserInfo>('POST', 'auth/confirmInfo', { body })
}

export function useConfirmInfoMutation() {
  return useMutation({ mutationFn: confirmInfo })
}
