import { isApiError } from '../../../lib/api-error'

/**
 * Why a page sent the visitor to the login page, so that it can say so there (issue 10): a demo link
 * that no longer works must not drop a teacher on the login page without a word.
 */
export type LoginNotice = 'demoLinkInvalid' | 'demoLoginFailed'

/** The router state that carries a notice to the login page (it is gone after a reload, as it should be). */
export type LoginNoticeState = { loginNotice: LoginNotice }

/** A refused demo link (or none at all) is worth a sentence of its own; anything else is a general failure. */
export function demoLoginNotice(error: unknown): LoginNotice {
  if (error === undefined || isApiError(error, 'invalidToken') || isApiError(error, 'validation')) {
    return 'demoLinkInvalid'
  }
  return 'demoLoginFailed'
}

export function loginNoticeOf(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null
  const notice = state.loginNotice
  return notice === 'demoLinkInvalid' || notice === 'demoLoginFailed' ? notice : null
}
