import type { NewStartPasswordBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** "Neue Karte" (decision 038): a new start password; the class list does not change. */
export function useNewStartPasswordMutation() {
  return useGuardedMutation({
    mutationFn: (body: NewStartPasswordBody) => callApi('POST /groups/newStartPassword', { body }),
  })
}
