import type { UpdateNameBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { reloadUser } from '../../../lib/session'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export function updateName(body: UpdateNameBody) {
  return callApi('POST /account/updateName', { body })
}

/** Stays pending until the user is reloaded, so the form closes on the new name, not the old one. */
export function useUpdateNameMutation() {
  return useGuardedMutation({ mutationFn: updateName, onSuccess: () => reloadUser() })
}
