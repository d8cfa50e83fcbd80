import { type Subject, type TrashedResponse, trashRetentionDays } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { ConfirmPanel } from '../../../components/confirm-panel'
import { useRemoveSubjectMutation } from '../api/remove-subject'
import { failureText, type Shown } from '../model/subject-messages'

type Props = {
  subject: Subject
  onCancel: () => void
  onRemoved: (answer: TrashedResponse) => void
  onFailed: (why: Shown) => void
  /** Tells the dialog while the deletion runs: it must not close under it. */
  onBusy: (busy: boolean) => void
}

/**
 * Löschen asks 'Sind Sie sicher?' with Ja / Abbrechen (docs/product/subjects-and-classes.md "Subjects"), in
 * place of the edit form, and says that the subject goes to the trash for 30 days (decision 022).
 */
export function DeleteSubjectPanel({ subject, onCancel, onRemoved, onFailed, onBusy }: Props) {
  const { t } = useTranslation()
  const mutation = useRemoveSubjectMutation()

  function remove() {
    onBusy(true)
    mutation.mutate(
      { id: subject.id },
      {
        onSuccess: onRemoved,
        // The original only logged a failed delete; a teacher must read why (409: still in use), so the
        // edit form shows it too.
        onError: (error) => {
          console.warn('Subject not deleted', error)
          onFailed(failureText(error))
        },
        onSettled: () => onBusy(false),
      },
    )
  }

  return (
    <ConfirmPanel
      question={t('subjects.remove.question')}
      text={t('subjects.remove.text', { title: subject.title, days: trashRetentionDays })}
      loading={mutation.isPending}
      danger
      onConfirm={remove}
      onCancel={onCancel}
    />
  )
}
