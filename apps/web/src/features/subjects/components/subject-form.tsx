import type { Subject } from '@lernraster/shared'
import { Alert, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { useStoreSubjectMutation } from '../api/store-subject'
import { useUpdateSubjectMutation } from '../api/update-subject'
import { checkSubject, saveFailure } from '../model/subject-form'
import type { Shown } from '../model/subject-messages'
import { useShownText } from './use-shown-text'
import { useSubjectFields } from './use-subject-fields'

type Props = {
  /**
   * The subject to edit; without one the form creates a subject
   * (docs/product/subjects-and-classes.md "Subjects": New or Update).
   */
  subject: Subject | null
  /** Why the last Löschen failed (a 409 says the subject is still in use). */
  removeFailure: Shown | null
  onCancel: () => void
  onRemove: () => void
  onSaved: (subject: Subject) => void
}

/** Fach and Kürzel with Speichern and Abbrechen, and Löschen when editing. */
export function SubjectForm({ subject, removeFailure, onCancel, onRemove, onSaved }: Props) {
  const { t } = useTranslation()
  const shownText = useShownText()
  const store = useStoreSubjectMutation()
  const update = useUpdateSubjectMutation()
  const saving = store.isPending || update.isPending
  const { values, field, showProblems } = useSubjectFields({
    title: subject?.title ?? '',
    token: subject?.token ?? '',
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const checked = checkSubject(values)
    if (!checked.ok) return showProblems({ [checked.field]: { key: checked.message } })
    showProblems({})
    const callbacks = { onSuccess: onSaved, onError: (error: unknown) => showProblems(saveFailure(error)) }
    if (subject) update.mutate({ id: subject.id, ...checked.value }, callbacks)
    else store.mutate(checked.value, callbacks)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {removeFailure && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {shownText(removeFailure)}
          </Alert>
        )}
        <TextInput
          label={t('subjects.form.title')}
          placeholder={t('subjects.form.titlePlaceholder')}
          autoComplete="off"
          data-autofocus
          {...field('title')}
        />
        <TextInput
          label={t('subjects.form.token')}
          placeholder={t('subjects.form.tokenPlaceholder')}
          autoComplete="off"
          {...field('token')}
        />
        <FormActions
          onCancel={onCancel}
          saving={saving}
          remove={subject ? { label: t('subjects.form.remove'), onClick: onRemove } : undefined}
        />
      </Stack>
    </form>
  )
}
