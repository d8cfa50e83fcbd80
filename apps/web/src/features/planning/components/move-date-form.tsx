import { EventType, type PlannedEvent } from '@lernraster/shared'
import { Alert, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { showSnackbar } from '../../../lib/snackbar'
import { useUpdatePlannedMutation } from '../api/planned-events'
import { dayOfMoment } from '../model/due-date'
import { checkDay } from '../model/plan-form'
import { usePlanProblem } from './use-plan-problem'

type Props = { event: PlannedEvent; onCancel: () => void; onSaved: () => void }

/** Moves the date of homework or an exam; the class, subject and topic stay (set anew to change them). */
export function MoveDateForm({ event, onCancel, onSaved }: Props) {
  const { t } = useTranslation()
  const update = useUpdatePlannedMutation()
  const problem = usePlanProblem(['due_at'])
  const [day, setDay] = useState(dayOfMoment(event.due_at))
  const dayRef = useRef<HTMLInputElement>(null)
  const type = event.event_type_id === EventType.exam ? 'exam' : 'homework'

  function submit(submitted: FormEvent) {
    submitted.preventDefault()
    const checked = checkDay(type, day, new Date())
    if (!checked.ok) {
      problem.show({ field: 'due_at', text: t(`planning.messages.${checked.problem}`) })
      dayRef.current?.focus()
      return
    }
    problem.clear()
    update.mutate(
      { id: event.id, due_at: checked.dueAt },
      {
        onSuccess: () => {
          showSnackbar(t('planning.moved'))
          onSaved()
        },
        onError: (error) => {
          if (problem.showServer(error).field) dayRef.current?.focus()
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {event.topic.title} · {event.group.name} · {event.subject.title}
        </Text>
        {problem.problem && !problem.problem.field && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {problem.problem.text}
          </Alert>
        )}
        <TextInput
          ref={dayRef}
          data-autofocus
          type="date"
          label={t(type === 'exam' ? 'planning.form.examDate' : 'planning.form.homeworkDate')}
          min={type === 'homework' ? dayOfMoment(new Date()) : undefined}
          value={day}
          onChange={(changed) => {
            setDay(changed.currentTarget.value)
            problem.clear()
          }}
          error={problem.on('due_at')}
          required
          w={200}
        />
        <FormActions onCancel={onCancel} saving={update.isPending} />
      </Stack>
    </form>
  )
}
