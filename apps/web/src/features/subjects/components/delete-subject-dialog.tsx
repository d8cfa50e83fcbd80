import type { Subject } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useRemoveSubjectMutation } from '../api/remove-subject'
import { failureText, type Shown } from '../model/subject-messages'

type Props = {
  subject: Subject
  opened: boolean
  onCancel: () => void
  onRemoved: () => void
  onFailed: (why: Shown) => void
}

/** Löschen asks 'Sind Sie sicher?' with Ja / Abbrechen (spec 1 §2). */
export function DeleteSubjectDialog({ subject, opened, onCancel, onRemoved, onFailed }: Props) {
  const { t } = useTranslation()
  const mutation = useRemoveSubjectMutation()

  function remove() {
    mutation.mutate(
      { id: subject.id },
      {
        onSuccess: onRemoved,
        // Spec 1 §8 only logs a failed delete; a teacher must read why (409: still in use), so the
        // edit form shows it too.
        onError: (error) => {
          console.warn('Subject not deleted', error)
          onFailed(failureText(error))
        },
      },
    )
  }

  return (
    <ConfirmDialog
      opened={opened}
      title={t('subjects.remove.title')}
      question={t('subjects.remove.question')}
      text={t('subjects.remove.text', { title: subject.title })}
      loading={mutation.isPending}
      danger
      onConfirm={remove}
      onCancel={onCancel}
    />
  )
}
