import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { decideRoute, type GuardDecision } from '../features/accounts/model/route-guard'
import { ApiRequestError } from '../lib/api-error'
import { useSession } from '../lib/session'

/**
 * Applies the route guard (docs/product/accounts.md "Route guard") to every navigation and answers whether
 * the page may render now.
 */
export function useRouteGuard(): GuardDecision {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const error = session.userQuery.error
  // A 401 goes to logout (api-client); no answer at all (offline) is waited out, not treated as "no access".
  const userFailed = error instanceof ApiRequestError && error.status !== 401
  const decision = decideRoute({ pathname, hasToken: session.loggedIn, user: session.user, userFailed })
  const target = decision.kind === 'redirect' ? decision.to : null

  useEffect(() => {
    if (target) void navigate(target, { replace: true })
  }, [target, navigate])

  return decision
}
