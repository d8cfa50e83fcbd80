import { Alert, Anchor, Button, TextInput } from '@mantine/core'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { startSession, useSession } from '../../../lib/session'
import { useLoginMutation } from '../api/login'
import { requestErrorKey } from '../model/form-issue'
import { validateLogin } from '../model/login-form'
import { loginNoticeOf } from '../model/login-notice'
import { safeNextPath } from '../model/route-guard'
import { AuthCard } from './auth-card'
import { LogoutFirst } from './logout-first'
import { PasswordField } from './password-field'
import { useAuthForm } from './use-auth-form'

// The first screen most visitors load (150 KB budget, scripts/bundle-size.mjs): types and plain
// functions only from the shared package, no zod schema.

/**
 * docs/product/accounts.md "Logging in": e-mail and password, Enter submits, ways to a new password and to
 * register. `schoolSignIn`: the school sign-in's button when the app brings it (app/pages.ts).
 */
export function LoginPage({ schoolSignIn: SchoolSignIn }: { schoolSignIn?: ComponentType }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const { loggedIn } = useSession()
  // Set by the page that sent the visitor here, e.g. a demo link that no longer works.
  const notice = loginNoticeOf(useLocation().state)
  const form = useAuthForm({ email: '', password: '' })
  const mutation = useLoginMutation()

  const submit = form.submitHandler(validateLogin, mutation.isPending, () => {
    mutation.mutate(form.values, {
      onSuccess: ({ api_token }) => {
        startSession(api_token)
        void navigate(safeNextPath(searchParams.get('next')), { replace: true })
      },
    })
  })

  const failure =
    mutation.error &&
    requestErrorKey(
      mutation.error,
      ['invalidCredentials', 'tooManyRequests', 'accountLocked'],
      'common.error',
    )
  const footer = (
    <>
      {t('auth.login.noAccount')}{' '}
      <Anchor component={Link} to={paths.register}>
        {t('auth.login.register')}
      </Anchor>
    </>
  )

  return (
    <AuthCard title={t('auth.login.title')} footer={loggedIn ? undefined : footer}>
      {/* After success the session exists for a moment before the page is left: no "logout first" flash. */}
      {loggedIn && !mutation.isSuccess ? (
        <LogoutFirst />
      ) : (
        <form onSubmit={submit} noValidate>
          {notice && !failure && (
            <Alert color="orange" variant="light" role="alert" mb="md">
              {t(`auth.login.${notice}`)}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" mb="md">
              {t(failure)}
            </Alert>
          )}
          <TextInput
            {...form.field('email')}
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            mb="md"
          />
          <PasswordField
            {...form.field('password')}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            mb="xs"
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
          <Button type="submit" fullWidth mt="lg" loading={mutation.isPending || mutation.isSuccess}>
            {t('auth.login.submit')}
          </Button>
          {SchoolSignIn && <SchoolSignIn />}
        </form>
      )}
    </AuthCard>
  )
}
