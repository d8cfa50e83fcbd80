import { delays } from '@lernraster/shared'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { endSession, useSession } from '../../../lib/session'
import { useLogoutMutation } from '../api/logout'
import { AuthCard } from './auth-card'
import { AuthWaiting } from './auth-waiting'
import { useAfterDelay } from './use-after-delay'

/**
 * docs/product/accounts.md "Logging out": end the session on the server, forget everything locally, and after
 * 300 ms show the login. Also the landing place of every expired session (a 401), so failures are ignored.
 */
export function LogoutPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loggedIn } = useSession()
  const { mutate } = useLogoutMutation()
  const [ended, setEnded] = useState(false)
  // StrictMode runs effects twice in development; the call is made once.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const end = () => {
      endSession()
      setEnded(true)
    }
    // Without a token there is nothing to end on the server; the local leftovers still go.
    if (loggedIn) mutate(undefined, { onSettled: end })
    else end()
  }, [loggedIn, mutate])

  useAfterDelay(ended, delays.afterLogout, () => void navigate(paths.login, { replace: true }))

  return (
    <AuthCard title={t('auth.logout')}>
      <AuthWaiting text={t('auth.loggingOut')} />
    </AuthCard>
  )
}
