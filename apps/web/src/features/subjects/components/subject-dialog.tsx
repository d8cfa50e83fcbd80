import type { Subject } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Shown } from '../model/subject-messages'
import { DeleteSubjectDialog } from './delete-subject-dialog'
import { SubjectForm } from './subject-form'

/** Which subject the dialog shows; `opening` counts the openings, so that each one starts fresh. */
export type SubjectDialogState = { opened: boolean; subject: Subject | null; opening: number }

type Props = SubjectDialogState & {
  onClose: () => void
  onSaved: (subject: Subject) => void
  onRemoved: () => void
  /** Once the closing animation is over: the moment the page can place the cursor. */
  onClosed: () => void
}

/** The New / Update modal of a subject (spec 1 §2, §4), with its delete confirmation. */
export function SubjectDialog({ opened, subject, opening, onClose, onSaved, onRemoved, onClosed }: Props) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const [removeFailure, setRemoveFailure] = useState<Shown | null>(null)
  const [shownOpening, setShownOpening] = useState(opening)
  if (shownOpening !== opening) {
    setShownOpening(opening)
    setConfirming(false)
    setRemoveFailure(null)
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={subject ? t('subjects.form.editTitle') : t('subjects.form.newTitle')}
        // While the confirmation is open, Escape answers it, not this form.
        closeOnEscape={!confirming}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        onExitTransitionEnd={onClosed}
      >
        <SubjectForm
          key={opening}
          subject={subject}
          removeFailure={removeFailure}
          onCancel={onClose}
          onRemove={() => {
            setRemoveFailure(null)
            setConfirming(true)
          }}
          onSaved={onSaved}
        />
      </Modal>
      {subject && (
        <DeleteSubjectDialog
          key={opening}
          subject={subject}
          opened={opened && confirming}
          onCancel={() => setConfirming(false)}
          onRemoved={() => {
            setConfirming(false)
            onRemoved()
          }}
          onFailed={(why) => {
            setConfirming(false)
            setRemoveFailure(why)
          }}
        />
      )}
    </>
  )
}
