import type { ApiTokenResponse } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** The demo magic link's token buys a session of the demo account it was made for (spec 1 §4). */
export function demoLogin(token: string) {
  return apiRequest<ApiTokenResponse>('POST', `auth/demoLogin/${encodeURIComponent(token)}`)
}

export function useDemoLoginMutation() {
  return useGuardedMutation({ mutationFn: demoLogin })
}
