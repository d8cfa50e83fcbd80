import { callApi } from '../../../lib/api-client'

/**
 * The sign-in with a school account begins (decision 043): the server keeps the flow in a cookie of
 * this browser and answers the provider's address, where the browser goes next.
 */
export function startSchoolSignIn() {
  return callApi('POST /auth/oidc/start')
}
