import { limits } from '@lernraster/shared'
import { Alert, Anchor, Button, Group, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { startSession, useSession } from '../../../lib/session'
import { useRegisterMutation } from '../api/register'
import { requestErrorKey, serverFieldErrors } from '../model/form-issue'
import { registerFields, validateRegister } from '../model/register-form'
import { AuthCard } from './auth-card'
import { LogoutFirst } from './logout-first'
import { PasswordField } from './password-field'
import { useAuthForm } from './use-auth-form'
import { useServerFieldErrors } from './use-server-field-errors'
import '../auth-page-texts'

const empty = { firstname: '', lastname: '', email: '', password: '', password_confirmation: '' }

/**
 * docs/product/accounts.md "Registering": a new teacher account, logged in at once and sent to confirm the
 * address.
 */
export function RegisterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fieldErrorsOf = useServerFieldErrors()
  const { loggedIn } = useSession()
  const form = useAuthForm(empty)
  const mutation = useRegisterMutation()
  const field = (name: keyof typeof empty) => ({ ...form.field(name), required: true })

  const submit = form.submitHandler(validateRegister, mutation.isPending, () => {
    mutation.mutate(form.values, {
      onSuccess: ({ api_token }) => {
        startSession(api_token)
        void navigate(paths.confirmEmail, { replace: true })
      },
      onError: (error) => form.showErrors(fieldErrorsOf(error, registerFields)),
    })
  })

  // Field messages speak for themselves; anything else still gets a message, never just a stopped spinner.
  const fieldFailure = Object.keys(serverFieldErrors(mutation.error, registerFields)).length > 0
  const failure =
    mutation.error && !fieldFailure && requestErrorKey(mutation.error, ['tooManyRequests'], 'common.error')
  const footer = (
    <>
      {t('auth.register.haveAccount')}{' '}
      <Anchor component={Link} to={paths.login}>
        {t('auth.register.login')}
      </Anchor>
    </>
  )

  return (
    <AuthCard title={t('auth.register.title')} footer={loggedIn ? undefined : footer}>
      {loggedIn && !mutation.isSuccess ? (
        <LogoutFirst />
      ) : (
        <form onSubmit={submit} noValidate>
          <Text mb="md">{t('auth.register.intro')}</Text>
          {failure && (
            <Alert color="red" variant="light" mb="md">
              {t(failure)}
            </Alert>
          )}
          <Group grow align="flex-start" mb="md">
            <TextInput {...field('firstname')} label={t('auth.fields.firstname')} autoComplete="given-name" />
            <TextInput {...field('lastname')} label={t('auth.fields.lastname')} autoComplete="family-name" />
          </Group>
          <TextInput
            {...field('email')}
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            mb="md"
          />
          <PasswordField
            {...field('password')}
            label={t('auth.fields.password')}
            description={t('auth.register.passwordHint', { min: limits.passwordMin })}
            autoComplete="new-password"
            mb="md"
          />
          <PasswordField
            {...field('password_confirmation')}
            label={t('auth.fields.passwordConfirmation')}
            autoComplete="new-password"
          />
          <Button type="submit" fullWidth mt="lg" loading={mutation.isPending || mutation.isSuccess}>
            {t('auth.register.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
