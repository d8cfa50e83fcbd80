import { callApi } from '../../../lib/api-client'

/**
 * The provider sent the browser back to paths.schoolLogin: its query string goes to the server, which
 * checks it against this browser's flow and answers a session (decision 043).
 */
export function finishSchoolSignIn(callback: string) {
  return callApi('POST /auth/oidc/finish', { body: { callback } })
}
