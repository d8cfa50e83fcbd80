import { type ArchiveClassAnswer, type Group, nextClassName } from '@lernraster/shared'
import { Alert, Checkbox, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../components/busy-modal'
import { FormActions } from '../../../components/form-actions'
import { isApiError } from '../../../lib/api-error'
import { showSnackbar } from '../../../lib/snackbar'
import { useFailureText } from '../../../lib/use-failure-text'
import { useArchiveClassMutation } from '../api/archive-class'
import { checkGroupName, groupNameProblemOf } from '../model/group-name'

type Props = {
  group?: Group
  opened: boolean
  onClose: () => void
  onArchived: (answer: ArchiveClassAnswer) => void
}

/**
 * Klasse archivieren at the end of the school year (issue 36 item 4): what happens in two sentences,
 * and by default the class's active students carried into a class of the next year ("7a" → "8a").
 * The dialog stays while the request runs (docs/design.md "Dialogs").
 */
export function ArchiveClassDialog({ group, opened, onClose, onArchived }: Props) {
  const { t } = useTranslation()
  return (
    <BusyModal opened={opened} onClose={onClose} title={t('classes.archive.title')}>
      {({ close, setBusy }) =>
        group && (
          <ArchiveClassForm
            key={group.id}
            group={group}
            onCancel={close}
            onBusy={setBusy}
            onArchived={onArchived}
          />
        )
      }
    </BusyModal>
  )
}

type FormProps = {
  group: Group
  onCancel: () => void
  onBusy: (busy: boolean) => void
  onArchived: (answer: ArchiveClassAnswer) => void
}

export function ArchiveClassForm({ group, onCancel, onBusy, onArchived }: FormProps) {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const archive = useArchiveClassMutation()
  const [carry, setCarry] = useState(true)
  const [name, setName] = useState(() => nextClassName(group.name))
  const [problem, setProblem] = useState<{ text: string; onName: boolean } | null>(null)
  useEffect(() => onBusy(archive.isPending), [archive.isPending, onBusy])

  function submit(event: FormEvent) {
    event.preventDefault()
    let nextName: string | undefined
    if (carry) {
      const checked = checkGroupName(name)
      if (!checked.ok) return setProblem({ text: t(`classes.form.${checked.problem}`), onName: true })
      nextName = checked.value
    }
    setProblem(null)
    archive.mutate(
      { id: group.id, ...(nextName === undefined ? {} : { next_name: nextName }) },
      {
        onSuccess: (answer) => {
          const next = answer.next_group
          showSnackbar(
            next
              ? t('classes.archive.doneCarried', { name: group.name, next: next.name, code: next.token })
              : t('classes.archive.done', { name: group.name }),
          )
          onArchived(answer)
        },
        onError: (error) => {
          const fieldText = isApiError(error) ? error.fieldError('next_name') : undefined
          if (fieldText) {
            const rule = groupNameProblemOf(fieldText)
            setProblem({ text: rule ? t(`classes.form.${rule}`) : fieldText, onName: true })
          } else if (isApiError(error, 'notFound'))
            setProblem({ text: t('classes.form.notFound'), onName: false })
          else setProblem({ text: failureText(error), onName: false })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('classes.archive.explain', { name: group.name })}</Text>
        {problem && !problem.onName && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {problem.text}
          </Alert>
        )}
        <Checkbox
          data-autofocus
          label={t('classes.archive.carry')}
          description={t('classes.archive.carryHint')}
          checked={carry}
          onChange={(event) => {
            setCarry(event.currentTarget.checked)
            setProblem(null)
          }}
        />
        {carry && (
          <TextInput
            label={t('classes.archive.nextName')}
            autoComplete="off"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value)
              setProblem(null)
            }}
            error={problem?.onName ? problem.text : undefined}
          />
        )}
        <FormActions
          onCancel={onCancel}
          saving={archive.isPending}
          submitLabel={t('classes.archive.confirm')}
        />
      </Stack>
    </form>
  )
}
