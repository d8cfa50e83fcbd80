import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { startSession } from '../../../lib/session'
import { useDemoLoginMutation } from '../api/demo-login'
import { demoLoginNotice, type LoginNoticeState } from '../model/login-notice'
import { AuthCard } from './auth-card'
import { AuthWaiting } from './auth-waiting'

/**
 * docs/product/accounts.md "Demo accounts": the magic link's token logs in and goes home; anything else to
 * login, which then says why (issue 10).
 */
export function DemoLoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token')
  const { mutate } = useDemoLoginMutation()
  // StrictMode runs effects twice in development; a demo link must be spent only once.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const toLogin = (error?: unknown) => {
      const state: LoginNoticeState = { loginNotice: demoLoginNotice(error) }
      void navigate(paths.login, { replace: true, state })
    }
    if (!token) return toLogin()
    mutate(token, {
      onSuccess: ({ api_token }) => {
        startSession(api_token)
        void navigate(paths.home, { replace: true })
      },
      onError: toLogin,
    })
  }, [token, mutate, navigate])

  return (
    <AuthCard title={t('auth.demoTitle')}>
      <AuthWaiting text={t('common.pleaseWait')} />
    </AuthCard>
  )
}
