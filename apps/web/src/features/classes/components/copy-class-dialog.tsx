import type { Group } from '@lernraster/shared'
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { failureKey, isApiError } from '../../../lib/api-error'
import { showSnackbar } from '../../../lib/snackbar'
import { useCopyClassMutation } from '../api/class-import'
import { checkGroupName, groupNameProblemOf } from '../model/group-name'

/** What the copy needs of a class: a current one from the list, or an archived one (issue 36). */
type CopiedClass = Pick<Group, 'id' | 'name'>

type Props = {
  group?: CopiedClass
  opened: boolean
  onClose: () => void
  onCopied: (copy: Group) => void
}

/** A new class with the active students of this one (the next school year): its name, then Speichern. */
export function CopyClassDialog({ group, opened, onClose, onCopied }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('classes.copy.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {group && <CopyClassForm key={group.id} group={group} onCancel={onClose} onCopied={onCopied} />}
    </Modal>
  )
}

function CopyClassForm({
  group,
  onCancel,
  onCopied,
}: {
  group: CopiedClass
  onCancel: () => void
  onCopied: (copy: Group) => void
}) {
  const { t } = useTranslation()
  const copy = useCopyClassMutation()
  const [name, setName] = useState<string>(t('classes.copy.defaultName', { name: group.name }))
  const [problem, setProblem] = useState<{ text: string; onName: boolean } | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkGroupName(name)
    if (!checked.ok) return setProblem({ text: t(`classes.form.${checked.problem}`), onName: true })
    setProblem(null)
    copy.mutate(
      { id: group.id, name: checked.value },
      {
        onSuccess: (created) => {
          showSnackbar(t('classes.copy.done', { name: created.name, count: created.users.length }))
          onCopied(created)
        },
        onError: (error) => {
          const fieldText = isApiError(error) ? error.fieldError('name') : undefined
          if (fieldText) {
            const rule = groupNameProblemOf(fieldText)
            setProblem({ text: rule ? t(`classes.form.${rule}`) : fieldText, onName: true })
          } else if (isApiError(error, 'notFound'))
            setProblem({ text: t('classes.form.notFound'), onName: false })
          else setProblem({ text: t(failureKey(error)), onName: false })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('classes.copy.explain', { name: group.name })}</Text>
        {problem && !problem.onName && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {problem.text}
          </Alert>
        )}
        <TextInput
          data-autofocus
          label={t('classes.copy.name')}
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setProblem(null)
          }}
          error={problem?.onName ? problem.text : undefined}
        />
        <FormActions onCancel={onCancel} saving={copy.isPending} />
      </Stack>
    </form>
  )
}
