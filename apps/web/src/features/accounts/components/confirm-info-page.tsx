import { delays, type UserInfo } from '@lernraster/shared'
import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PageLoader } from '../../../components/page-loader'
import { paths } from '../../../lib/paths'
import { reloadUser, useSession } from '../../../lib/session'
import { useConfirmInfoMutation } from '../api/confirm-info'
import { confirmInfoFields, validateConfirmInfo } from '../model/confirm-info-form'
import { AuthCard } from './auth-card'
import { useAfterDelay } from './use-after-delay'
import { useAuthForm } from './use-auth-form'
import { useServerFieldErrors } from './use-server-field-errors'
import '../auth-page-texts'

/**
 * docs/product/accounts.md "Confirming the address", confirm info: the teacher checks names and address,
 * saves, and is thanked.
 */
export function ConfirmInfoPage() {
  const { t } = useTranslation()
  const { loggedIn, user } = useSession()
  let content = <PageLoader />
  if (!loggedIn) {
    content = (
      <>
        <Text>{t('auth.confirmInfo.loginFirst')}</Text>
        <Button component={Link} to={paths.login} w="fit-content">
          {t('common.toLogin')}
        </Button>
      </>
    )
  } else if (user) {
    // Mounted once the user is known, so the fields start with the stored values.
    content = <ConfirmInfoForm user={user} />
  }
  // A way out for a teacher who only wanted to look: home, where the guard sends them on.
  const footer = user && (
    <Anchor component={Link} to={paths.home}>
      {t('common.cancel')}
    </Anchor>
  )
  return (
    <AuthCard title={t('auth.confirmInfo.title')} footer={footer}>
      {content}
    </AuthCard>
  )
}

function ConfirmInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fieldErrorsOf = useServerFieldErrors()
  const form = useAuthForm({ firstname: user.firstname, lastname: user.lastname, email: user.email })
  const mutation = useConfirmInfoMutation()

  // The thank-you stays 2.5 s; then the user is reloaded, so the guard sees the new state.
  useAfterDelay(mutation.isSuccess, delays.afterConfirmation, () => {
    void reloadUser().finally(() => navigate(paths.home, { replace: true }))
  })

  const submit = form.submitHandler(validateConfirmInfo, mutation.isPending || mutation.isSuccess, () => {
    mutation.mutate(form.values, {
      onError: (error) => form.showErrors(fieldErrorsOf(error, confirmInfoFields)),
    })
  })

  return (
    <form onSubmit={submit} noValidate>
      <Text mb="md">{t('auth.confirmInfo.intro')}</Text>
      {mutation.isError && (
        <Alert color="red" variant="light" mb="md">
          {t('common.error')}
        </Alert>
      )}
      {mutation.isSuccess && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('auth.confirmInfo.thanks')}
        </Alert>
      )}
      <TextInput
        {...form.field('firstname')}
        required
        label={t('auth.fields.firstname')}
        autoComplete="given-name"
        mb="md"
      />
      <TextInput
        {...form.field('lastname')}
        required
        label={t('auth.fields.lastname')}
        autoComplete="family-name"
        mb="md"
      />
      <TextInput
        {...form.field('email')}
        required
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
      />
      <Button type="submit" fullWidth mt="lg" loading={mutation.isPending} disabled={mutation.isSuccess}>
        {t('auth.confirmInfo.submit')}
      </Button>
    </form>
  )
}
