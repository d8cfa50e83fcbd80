import type { UserInfo } from '@lernraster/shared'
import { Stack, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { useUpdateEmailMutation } from '../api/update-email'
import { checkEmailChange, type EmailChangeField } from '../model/email-change'
import { useFormProblem } from './use-form-problem'
import { useSettingsFields } from './use-settings-fields'

/** New address twice; the change waits for the link mailed to the new address (decision 005). */
export function EmailForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useTranslation()
  const mutation = useUpdateEmailMutation()
  const problem = useFormProblem<EmailChangeField>({ new_email: 'newEmail' })
  const { values, bind } = useSettingsFields({ newEmail: '', confirmation: '' }, problem)

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkEmailChange({ currentEmail: user.email, ...values })
    if (!checked.ok) return problem.showRule(checked.problem)
    problem.clear()
    mutation.mutate({ new_email: checked.value }, problem.afterSave(onDone))
  }

  return (
    <form ref={problem.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm" mt="md">
        {problem.alert}
        <TextInput label={t('account.email.current')} value={user.email} readOnly variant="filled" />
        <TextInput label={t('account.email.new')} type="email" autoComplete="email" {...bind('newEmail')} />
        <TextInput
          label={t('account.email.confirmation')}
          type="email"
          autoComplete="off"
          {...bind('confirmation')}
        />
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  )
}
