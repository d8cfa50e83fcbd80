import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../lib/snackbar'
import { useResendEmailConfirmationMutation } from '../api/resend-email-confirmation'
import { requestErrorKey } from '../model/form-issue'
import '../auth-page-texts'

/** "No mail?": a fresh code and link. The server allows it once a minute, so a 429 is worth saying. */
export function ResendConfirmation() {
  const { t } = useTranslation()
  const mutation = useResendEmailConfirmationMutation()

  function resend() {
    mutation.mutate(undefined, {
      onSuccess: () => void showSnackbar(t('auth.confirmEmail.resent')),
      onError: (error) =>
        void showSnackbar(t(requestErrorKey(error, ['tooManyRequests'], 'common.error')), 'danger'),
    })
  }

  return (
    <Group gap={4}>
      <Text size="sm">{t('auth.confirmEmail.noMail')}</Text>
      <Button variant="subtle" size="compact-sm" onClick={resend} loading={mutation.isPending}>
        {t('auth.confirmEmail.resend')}
      </Button>
    </Group>
  )
}
