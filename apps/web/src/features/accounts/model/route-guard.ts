import { rolesNeedingActivation, teacherAppRoles, type UserInfo } from '@lernraster/shared'
import { isAuthPath, paths } from '../../../lib/paths'

export type GuardInput = {
  pathname: string
  hasToken: boolean
  user: UserInfo | undefined
  /**
   * Loading the user failed with an HTTP answer (a student gets 403,
   * docs/product/accounts.md "Roles and access").
   */
  userFailed: boolean
}

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string }

const render: GuardDecision = { kind: 'render' }
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to })

/** Paths that need no session at all. */
function isOpenPath(pathname: string) {
  return pathname === paths.demo || isAuthPath(pathname)
}

/**
 * Where a navigation may go (docs/product/accounts.md "Route guard"), as a pure function so
 * that every branch is tested without a browser.
 */
export function decideRoute({ pathname, hasToken, user, userFailed }: GuardInput): GuardDecision {
  if (!hasToken) {
    // Account settings sit under /auth/ but mean nothing without a session.
    if (pathname === paths.account) return redirect(paths.login)
    return isOpenPath(pathname) ? render : redirect(loginWithNext(pathname))
  }
  if (pathname === paths.demo || pathname === paths.logout) return render
  if (userFailed)
    return isAuthPath(pathname) || pathname === paths.noAccess ? render : redirect(paths.noAccess)
  if (!user) return isAuthPath(pathname) ? render : { kind: 'wait' }
  if (isAuthPath(pathname)) return render

  if (!teacherAppRoles.includes(user.role_id as never)) {
    return pathname === paths.noAccess ? render : redirect(paths.noAccess)
  }
  if (rolesNeedingActivation.includes(user.role_id as never)) {
    if (!user.email_confirmed) return redirect(paths.confirmEmail)
    if (!user.activated) return pathname === paths.accountStatus ? render : redirect(paths.accountStatus)
  }
  // NotAuthorized goes home whenever access becomes true.
  if (pathname === paths.noAccess) return redirect(paths.home)
  return render
}

/** Back to where the teacher wanted to go after logging in; only paths of this app. */
export function loginWithNext(pathname: string) {
  if (pathname === paths.home || !pathname.startsWith('/') || pathname.startsWith('//')) return paths.login
  return `${paths.login}?next=${encodeURIComponent(pathname)}`
}

/** The `next` parameter of the login page, if it is a safe path of this app. */
export function safeNextPath(next: string | null): string {
  const isAppPath = next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
  return isAppPath && next ? next : paths.home
}
