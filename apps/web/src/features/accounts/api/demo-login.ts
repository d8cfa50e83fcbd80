import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/**
 * The demo magic link's token buys a session of the demo account it was made for
 * (docs/product/accounts.md "Demo accounts").
 */
export function demoLogin(token: string) {
  return callApi('POST /auth/demoLogin/:token', { params: { token } })
}

export function useDemoLoginMutation() {
  return useGuardedMutation({ mutationFn: demoLogin })
}
