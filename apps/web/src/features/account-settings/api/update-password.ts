import type { UpdatePasswordBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { reloadUser } from '../../../lib/session'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export function updatePassword(body: UpdatePasswordBody) {
  return callApi('POST /account/updatePassword', { body })
}

export function useUpdatePasswordMutation() {
  return useGuardedMutation({ mutationFn: updatePassword, onSuccess: () => reloadUser() })
}
