import { Modal, type ModalProps } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Props = Pick<ModalProps, 'opened' | 'title' | 'size' | 'onExitTransitionEnd'> & {
  onClose: () => void
  /** The body: `close` closes unless a request runs; `setBusy` says whether one runs. */
  children: (dialog: { close: () => void; setBusy: (busy: boolean) => void }) => ReactNode
}

/**
 * A dialog whose request must not be hidden while it runs (docs/design.md "Dialogs": busy while it runs,
 * its answer never lost): Escape, the close button and Abbrechen do nothing until the answer is in.
 */
export function BusyModal({ opened, title, size, onExitTransitionEnd, onClose, children }: Props) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const close = () => {
    if (!busy) onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onExitTransitionEnd={onExitTransitionEnd}
    >
      {children({ close, setBusy })}
    </Modal>
  )
}
