import { Button, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-error'
import { useConfirmEmailMutation } from '../api/confirm-email'
import { normalizeCode, validateConfirmationCode } from '../model/confirmation-code'
import { useAuthForm } from './use-auth-form'
import '../auth-page-texts'

/** The six-digit code from the mail; it only works with the session it was sent to (decision 005). */
export function ConfirmationCodeForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation()
  const form = useAuthForm({ code: '' })
  const mutation = useConfirmEmailMutation()

  const submit = form.submitHandler(validateConfirmationCode, mutation.isPending, () => {
    mutation.mutate(
      { email_confirmation_token: normalizeCode(form.values.code) },
      {
        onSuccess: onConfirmed,
        onError: (error) => {
          // A wrong or spent code has its own text (decision 008); anything else is a general failure.
          const message = isApiError(error, 'invalidToken')
            ? 'messages.auth.confirmationCodeInvalid'
            : 'common.error'
          form.showErrors({ code: t(message) })
        },
      },
    )
  })

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        {...form.field('code')}
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
      />
      <Button type="submit" fullWidth mt="md" loading={mutation.isPending || mutation.isSuccess}>
        {t('auth.confirmEmail.submit')}
      </Button>
    </form>
  )
}
