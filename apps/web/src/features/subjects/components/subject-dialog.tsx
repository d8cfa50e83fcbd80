import type { Subject, TrashedResponse } from '@lernraster/shared'
import { Box, Modal } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Shown } from '../model/subject-messages'
import { DeleteSubjectPanel } from './delete-subject-panel'
import { SubjectForm } from './subject-form'

/** Which subject the dialog shows; `opening` counts the openings, so that each one starts fresh. */
export type SubjectDialogState = { opened: boolean; subject: Subject | null; opening: number }

type Props = SubjectDialogState & {
  onClose: () => void
  onSaved: (subject: Subject) => void
  onRemoved: (answer: TrashedResponse) => void
  /** Once the closing animation is over: the moment the page can place the cursor. */
  onClosed: () => void
}

/**
 * The New / Update modal of a subject (docs/product/subjects-and-classes.md "Subjects"). Löschen turns the
 * same dialog into its confirmation (one title, one close button); Abbrechen or Escape there brings the form
 * back as it was.
 */
export function SubjectDialog({ opened, subject, opening, onClose, onSaved, onRemoved, onClosed }: Props) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [removeFailure, setRemoveFailure] = useState<Shown | null>(null)
  const formArea = useRef<HTMLDivElement>(null)
  const [shownOpening, setShownOpening] = useState(opening)
  if (shownOpening !== opening) {
    setShownOpening(opening)
    setConfirming(false)
    setRemoveFailure(null)
  }

  const title = confirming
    ? t('subjects.remove.title')
    : subject
      ? t('subjects.form.editTitle')
      : t('subjects.form.newTitle')
  // Back from the question to the form: the cursor returns to Löschen, where the teacher left it.
  const backToForm = () => {
    setConfirming(false)
    requestAnimationFrame(() =>
      formArea.current?.querySelector<HTMLButtonElement>('[data-action="remove"]')?.focus(),
    )
  }
  const close = () => {
    if (removing) return
    if (confirming) backToForm()
    else onClose()
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onExitTransitionEnd={onClosed}
    >
      {/* The form stays mounted while the question shows: cancelling keeps what was typed. */}
      <Box hidden={confirming} ref={formArea}>
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
      </Box>
      {confirming && subject && (
        <DeleteSubjectPanel
          subject={subject}
          onCancel={backToForm}
          onBusy={setRemoving}
          onRemoved={onRemoved}
          onFailed={(why) => {
            backToForm()
            setRemoveFailure(why)
          }}
        />
      )}
    </Modal>
  )
}
