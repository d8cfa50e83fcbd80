import { Stack, Switch } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { useUpdateTourMutation } from '../api/update-tour'
import { useFormProblem } from './use-form-problem'

/**
 * The Ja/Nein switch for the tours (show_tour): while on, each tour runs once at its place; switched
 * on again, the server forgets which were seen and all of them run again (issue 31).
 */
export function TourForm({ showTour, onDone }: { showTour: boolean; onDone: () => void }) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState(showTour)
  const mutation = useUpdateTourMutation()
  const problem = useFormProblem<'show_tour'>({ show_tour: 'show_tour' })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (checked === showTour) return problem.showRule({ message: 'messages.account.noChanges', fields: [] })
    problem.clear()
    mutation.mutate({ show_tour: checked }, problem.afterSave(onDone))
  }

  return (
    <form ref={problem.formRef} onSubmit={submit} noValidate>
      <Stack gap="md" mt="md">
        {problem.alert}
        <Switch
          label={t('account.tour.label')}
          description={t('account.tour.hint')}
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked)
            problem.clear()
          }}
          onLabel={t('common.yes')}
          offLabel={t('common.no')}
          size="md"
        />
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  )
}
