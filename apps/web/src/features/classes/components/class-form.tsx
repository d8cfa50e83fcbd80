import type { Group } from '@lernraster/shared'
import { Alert, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { failureKey, isApiError } from '../../../lib/api-error'
import { useServerMessage } from '../../../lib/server-message'
import { showSnackbar } from '../../../lib/snackbar'
import { groupsQueryKey } from '../api/list-groups'
import { useStoreGroupMutation } from '../api/store-group'
import { useUpdateGroupMutation } from '../api/update-group'
import { checkGroupName, groupNameProblemOf } from '../model/group-name'

type Problem = { text: string; onName: boolean }
type Props = {
  group?: Group
  onCancel: () => void
  onSaved: (group: Group) => void
  /** An existing class can be deleted (it goes to the trash): Löschen at the bottom left. */
  onRemove?: () => void
}

/**
 * Only the field Name (docs/product/subjects-and-classes.md "Classes"); the form's own rule first, then the
 * server's answer under the field.
 */
export function ClassForm({ group, onCancel, onSaved, onRemove }: Props) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const queryClient = useQueryClient()
  const store = useStoreGroupMutation()
  const update = useUpdateGroupMutation()
  const [name, setName] = useState(group?.name ?? '')
  const [problem, setProblem] = useState<Problem | null>(null)
  const nameRef = useRef<HTMLInputElement>(null)

  function showOnName(text: string) {
    setProblem({ text, onName: true })
    nameRef.current?.focus()
  }

  function describe(error: unknown): Problem {
    const fieldText = isApiError(error) ? error.fieldError('name') : undefined
    if (fieldText) {
      const rule = groupNameProblemOf(fieldText)
      return {
        text: rule ? t(`classes.form.${rule}`) : (serverMessage(fieldText) ?? fieldText),
        onName: true,
      }
    }
    if (isApiError(error, 'notFound')) {
      // Removed elsewhere in the meantime: the list should not offer it any longer.
      void queryClient.invalidateQueries({ queryKey: groupsQueryKey })
      return { text: t('classes.form.notFound'), onName: false }
    }
    return { text: t(failureKey(error)), onName: false }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkGroupName(name)
    if (!checked.ok) return showOnName(t(`classes.form.${checked.problem}`))
    setProblem(null)
    const callbacks = {
      onSuccess: (saved: Group) => {
        void showSnackbar(t(group ? 'classes.form.saved' : 'classes.form.created', { name: saved.name }))
        onSaved(saved)
      },
      onError: (error: unknown) => {
        const next = describe(error)
        if (next.onName) showOnName(next.text)
        else setProblem(next)
      },
    }
    if (group) update.mutate({ id: group.id, name: checked.value }, callbacks)
    else store.mutate({ name: checked.value }, callbacks)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {problem && !problem.onName && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {problem.text}
          </Alert>
        )}
        <TextInput
          ref={nameRef}
          data-autofocus
          label={t('classes.form.name')}
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setProblem(null)
          }}
          error={problem?.onName ? problem.text : undefined}
        />
        <FormActions
          onCancel={onCancel}
          saving={store.isPending || update.isPending}
          remove={onRemove && { label: t('classes.form.remove'), onClick: onRemove }}
        />
      </Stack>
    </form>
  )
}
