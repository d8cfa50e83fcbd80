import { delays, limits } from '@lernraster/shared'
import { Alert, Button, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { useResetPasswordMutation } from '../api/reset-password'
import { validateResetPassword } from '../model/reset-password-form'
import { AuthCard } from './auth-card'
import { PasswordField } from './password-field'
import { useAfterDelay } from './use-after-delay'
import { useAuthForm } from './use-auth-form'
import '../auth-page-texts'

/** docs/product/accounts.md "Passwords", the reset: a new password for the token of the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token')?.trim()
  const form = useAuthForm({ password: '', password_confirmation: '' })
  const mutation = useResetPasswordMutation()

  // The success message stays 3 s, then the login.
  useAfterDelay(mutation.isSuccess, delays.afterPasswordReset, () => {
    void navigate(paths.login, { replace: true })
  })

  const submit = form.submitHandler(
    validateResetPassword,
    !token || mutation.isPending || mutation.isSuccess,
    () => {
      if (token) mutation.mutate({ token, ...form.values })
    },
  )

  const newLink = (
    <Button component={Link} to={paths.forgotPassword} w="fit-content">
      {t('auth.resetPassword.requestNewLink')}
    </Button>
  )
  const title = t('auth.resetPassword.title')
  if (!token) {
    return (
      <AuthCard title={title}>
        <Text>{t('auth.resetPassword.missingToken')}</Text>
        {newLink}
      </AuthCard>
    )
  }
  // A spent, expired or garbled link cannot succeed on another try: the form goes, what helps stays.
  const linkRefused = isApiError(mutation.error) && Boolean(mutation.error.fieldError('token'))
  if (linkRefused) {
    return (
      <AuthCard title={title}>
        <Alert color="red" variant="light" role="alert">
          {t('messages.auth.resetLinkInvalid')}
        </Alert>
        {newLink}
      </AuthCard>
    )
  }

  return (
    <AuthCard title={title}>
      <form onSubmit={submit} noValidate>
        <Text mb="md">{t('auth.resetPassword.intro', { min: limits.passwordMin })}</Text>
        {mutation.isError && (
          <Alert color="red" variant="light" mb="md">
            {t('common.error')}
          </Alert>
        )}
        {mutation.isSuccess && (
          <Alert color="teal" variant="light" role="status" mb="md">
            {t('auth.resetPassword.changed')}
          </Alert>
        )}
        <PasswordField
          {...form.field('password')}
          required
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          mb="md"
        />
        <PasswordField
          {...form.field('password_confirmation')}
          required
          label={t('auth.fields.passwordConfirmation')}
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth mt="lg" loading={mutation.isPending} disabled={mutation.isSuccess}>
          {t('auth.resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
