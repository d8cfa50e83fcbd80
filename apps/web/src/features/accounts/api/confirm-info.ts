import type { ConfirmInfoBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/**
 * Saves the checked names and address. The user is reloaded only after the thank-you
 * (docs/product/accounts.md "Confirming the address"), so the answer is not written into the cache here.
 */
export function confirmInfo(body: ConfirmInfoBody) {
  return callApi('POST /auth/confirmInfo', { body })
}

export function useConfirmInfoMutation() {
  return useGuardedMutation({ mutationFn: confirmInfo })
}
