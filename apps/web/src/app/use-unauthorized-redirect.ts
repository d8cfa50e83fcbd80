import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { setUnauthorizedListener } from '../lib/api-client'
import { paths } from '../lib/paths'

/**
 * docs/product/accounts.md "Sessions": a 401 whose error is not invalid credentials (an ended or revoked
 * session) leads to the logout route, which clears what is left. A wrong password on the login form stays on
 * the form.
 */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  useEffect(() => {
    setUnauthorizedListener((error) => {
      if (error.code === 'invalidCredentials' || pathname === paths.logout) return
      void navigate(paths.logout, { replace: true })
    })
  }, [navigate, pathname])
}
