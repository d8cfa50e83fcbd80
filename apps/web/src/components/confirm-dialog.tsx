import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ConfirmPanel, type ConfirmPanelProps } from './confirm-panel'

type Props = ConfirmPanelProps & { opened: boolean; title: string }

/**
 * A confirmation that no other dialog opened (the tour's Hilfe): its own small dialog with the one
 * dialog look. A dialog that asks before acting shows a ConfirmPanel in place of its content instead.
 */
export function ConfirmDialog({ opened, title, ...panel }: Props) {
  const { t } = useTranslation()
  const cancel = () => {
    if (!panel.loading) panel.onCancel()
  }
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={title}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <ConfirmPanel {...panel} onCancel={cancel} />
    </Modal>
  )
}
