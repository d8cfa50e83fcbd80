import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppConfig } from '../../../lib/app-config'
import { paths } from '../../../lib/paths'
import { useForgotPasswordMutation } from '../api/forgot-password'
import { validateForgotPassword } from '../model/forgot-password-form'
import { requestErrorKey } from '../model/form-issue'
import { AuthCard } from './auth-card'
import { useAuthForm } from './use-auth-form'
import '../auth-page-texts'

/**
 * docs/product/accounts.md "Passwords": an address, then a mail with a link valid for
 * PASSWORD_RESET_HOURS (3 by default).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const form = useAuthForm({ email: '' })
  const mutation = useForgotPasswordMutation()
  // The link's lifetime is the server's setting; 3 hours (its default) until the config has loaded.
  const config = useAppConfig()

  const submit = form.submitHandler(validateForgotPassword, mutation.isPending, () => {
    mutation.mutate({ email: form.values.email.trim() })
  })

  const footer = (
    <Anchor component={Link} to={paths.login}>
      {t('auth.forgotPassword.backToLogin')}
    </Anchor>
  )

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t('auth.forgotPassword.title')} footer={footer}>
        <Alert color="teal" variant="light" role="status">
          {t('auth.forgotPassword.sent', { hours: config?.password_reset_hours ?? 3 })}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('auth.forgotPassword.notReceived')}
        </Text>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('auth.forgotPassword.title')} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Text mb="md">{t('auth.forgotPassword.intro')}</Text>
        {mutation.isError && (
          // The button is usable again at once: the teacher can simply try again.
          <Alert color="red" variant="light" mb="md">
            {t(requestErrorKey(mutation.error, ['tooManyRequests'], 'auth.forgotPassword.failed'))}
          </Alert>
        )}
        <TextInput
          {...form.field('email')}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
        />
        <Button type="submit" fullWidth mt="lg" loading={mutation.isPending}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
