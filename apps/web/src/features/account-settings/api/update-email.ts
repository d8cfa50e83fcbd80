import type { UpdateEmailBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { reloadUser } from '../../../lib/session'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Does not switch the address: the server keeps it as `new_email` and mails a link to it (decision 005). */
export function updateEmail(body: UpdateEmailBody) {
  return callApi('POST /account/updateEmail', { body })
}

export function useUpdateEmailMutation() {
  return useGuardedMutation({ mutationFn: updateEmail, onSuccess: () => reloadUser() })
}
