import type { UserInfo } from '@lernraster/shared'
import { Stack, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateEmailMutation } from '../api/update-email'
import { checkEmailChange, type EmailChangeField } from '../model/email-change'
import { FormActions } from './form-actions'
import { useFormProblem } from './use-form-problem'

/** New address twice; the change waits for the link mailed to the new address (decision 005). */
export function EmailForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useTranslation()
  const [newEmail, setNewEmail] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const mutation = useUpdateEmailMutation()
  const problem = useFormProblem<EmailChangeField>({ new_email: 'newEmail' })

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkEmailChange({ currentEmail: user.email, newEmail, confirmation })
    if (!checked.ok) return problem.showRule(checked.problem)
    problem.clear()
    mutation.mutate({ new_email: checked.value }, problem.afterSave(onDone))
  }

  return (
    <form ref={problem.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm" mt="md">
        {problem.alert}
        <TextInput label={t('account.email.current')} value={user.email} readOnly variant="filled" />
        <TextInput
          label={t('account.email.new')}
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.currentTarget.value)
            problem.clear()
          }}
          error={problem.errorOf('newEmail')}
        />
        <TextInput
          label={t('account.email.confirmation')}
          type="email"
          autoComplete="off"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.currentTarget.value)
            problem.clear()
          }}
          error={problem.errorOf('confirmation')}
        />
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  )
}
