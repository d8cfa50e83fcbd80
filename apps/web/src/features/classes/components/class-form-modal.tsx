import type { Group, TrashedResponse } from '@lernraster/shared'
import { Box, Modal } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ClassForm } from './class-form'
import { RemoveClassPanel } from './remove-class-panel'

type Props = {
  opened: boolean
  group?: Group
  onClose: () => void
  onSaved: (group: Group) => void
  onRemoved: (answer: TrashedResponse) => void
}

/**
 * docs/product/subjects-and-classes.md "Classes": the form is in state New without a class, Update with one.
 * An existing class has Löschen at the bottom left (issue 31); its confirmation replaces the form, under the
 * dialog's own title, and Abbrechen there brings the form back as it was (docs/design.md "Dialogs").
 */
export function ClassFormModal({ opened, group, onClose, onSaved, onRemoved }: Props) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const formArea = useRef<HTMLDivElement>(null)
  const [shownGroup, setShownGroup] = useState(group)
  // Every opening starts on the form.
  if (shownGroup !== group) {
    setShownGroup(group)
    setConfirming(false)
  }

  const backToForm = () => {
    setConfirming(false)
    requestAnimationFrame(() =>
      formArea.current?.querySelector<HTMLButtonElement>('[data-action="remove"]')?.focus(),
    )
  }
  const close = () => {
    if (busy) return
    if (confirming) backToForm()
    else onClose()
  }
  const title = confirming
    ? t('classes.remove.title')
    : group
      ? t('classes.form.editTitle')
      : t('classes.form.createTitle')

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* The form stays mounted under the confirmation: cancelling keeps what was typed. */}
      <Box hidden={confirming} ref={formArea}>
        {/* Keyed, so that every opening starts from the class's saved name. */}
        <ClassForm
          key={group?.id ?? 'new'}
          group={group}
          onCancel={onClose}
          onSaved={onSaved}
          onRemove={group ? () => setConfirming(true) : undefined}
        />
      </Box>
      {confirming && group && (
        <RemoveClassPanel group={group} onCancel={backToForm} onBusy={setBusy} onRemoved={onRemoved} />
      )}
    </Modal>
  )
}
