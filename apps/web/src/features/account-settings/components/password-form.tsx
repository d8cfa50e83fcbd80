import { PasswordInput, Stack } from '@mantine/core'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { useUpdatePasswordMutation } from '../api/update-password'
import { checkPasswordChange, type PasswordChangeField } from '../model/password-change'
import { useFormProblem } from './use-form-problem'
import { useSettingsFields } from './use-settings-fields'

const empty = { current: '', next: '', confirmation: '' }

/** Current password, new one twice; the new one follows the rule of every new password (8 characters). */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const mutation = useUpdatePasswordMutation()
  const problem = useFormProblem<PasswordChangeField>({
    current_password: 'current',
    new_password: 'next',
  })
  const { values, bind } = useSettingsFields<PasswordChangeField>(empty, problem)

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkPasswordChange(values)
    if (!checked.ok) return problem.showRule(checked.problem)
    problem.clear()
    mutation.mutate(checked.value, problem.afterSave(onDone))
  }

  const field = (name: PasswordChangeField, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      {...bind(name)}
      // Mantine marks only its wrapper invalid; the input itself must say so for focus and screen readers.
      aria-invalid={problem.errorOf(name) !== false}
      visibilityToggleButtonProps={{ 'aria-label': t('account.password.show') }}
    />
  )

  return (
    <form ref={problem.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm" mt="md">
        {problem.alert}
        {field('current', t('account.password.current'), 'current-password')}
        {field('next', t('account.password.new'), 'new-password')}
        {field('confirmation', t('account.password.confirmation'), 'new-password')}
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  )
}
