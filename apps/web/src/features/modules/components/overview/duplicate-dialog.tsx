import { type ModuleSummary, modalWidths } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DuplicateForm } from './duplicate-form'

/** Which module the dialog copies; `opening` counts the openings, so that each one starts fresh. */
export type ModuleDialogState = { opened: boolean; module: ModuleSummary | null; opening: number }

type Props = ModuleDialogState & {
  onClose: () => void
  onDuplicated: (copy: { id: number; name: string }) => void
  /** Once the closing animation is over: the moment the page can place the cursor. */
  onClosed: () => void
}

/** Duplizieren asks for the name of the copy (docs/product/modules.md "Duplicating"). */
export function DuplicateDialog({ opened, module, opening, onClose, onDuplicated, onClosed }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('moduleList.duplicate.title')}
      // docs/product/modules.md "Dialogs, messages and lengths": dialogs without a width of their
      // own are 800 px wide.
      size={modalWidths.default}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onExitTransitionEnd={onClosed}
    >
      {module && (
        <DuplicateForm key={opening} module={module} onCancel={onClose} onDuplicated={onDuplicated} />
      )}
    </Modal>
  )
}
