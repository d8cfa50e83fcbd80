import type { UserInfo } from '@lernraster/shared'
import { Group, Stack, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { useUpdateNameMutation } from '../api/update-name'
import { checkNameChange, type NameField } from '../model/name-change'
import { useFormProblem } from './use-form-problem'
import { useSettingsFields } from './use-settings-fields'

/** Vorname and Nachname, prefilled with the current name. */
export function NameForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useTranslation()
  const current = { firstname: user.firstname, lastname: user.lastname }
  const mutation = useUpdateNameMutation()
  const problem = useFormProblem<NameField>({ firstname: 'firstname', lastname: 'lastname' })
  const { values, bind } = useSettingsFields<NameField>(current, problem)

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkNameChange(values, current)
    if (!checked.ok) return problem.showRule(checked.problem)
    problem.clear()
    mutation.mutate(checked.value, problem.afterSave(onDone))
  }

  const field = (name: NameField, autoComplete: string) => (
    <TextInput
      label={t(`account.name.${name}`)}
      autoComplete={autoComplete}
      {...bind(name)}
      style={{ flex: 1 }}
    />
  )

  return (
    <form ref={problem.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm" mt="md">
        {problem.alert}
        <Group grow align="flex-start" gap="sm">
          {field('firstname', 'given-name')}
          {field('lastname', 'family-name')}
        </Group>
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  )
}
