import { modalWidths, type TrashedResponse } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRemoveModuleMutation } from '../../api/module-mutations'
import { RemovalConfirmation } from '../removal-confirmation'
import type { ModuleDialogState } from './duplicate-dialog'

type Props = ModuleDialogState & {
  onClose: () => void
  onRemoved: (answer: TrashedResponse) => void
  onClosed: () => void
}

/**
 * Löschen of a module: what goes to the trash with it, in numbers (docs/product/modules.md "Removing",
 * decision 022). While the removal runs the dialog stays: closing it would hide the answer.
 */
export function RemoveModuleDialog({ opened, module, opening, onClose, onRemoved, onClosed }: Props) {
  const { t } = useTranslation()
  const remove = useRemoveModuleMutation()
  const close = () => {
    if (!remove.isPending) onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('moduleList.remove.title')}
      size={modalWidths.default}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onExitTransitionEnd={onClosed}
    >
      {module && (
        <RemovalConfirmation
          key={opening}
          request={{ id: module.id, scope: 'module' }}
          title={t('moduleList.remove.question', { name: module.name })}
          confirmLabel={t('moduleList.remove.confirm')}
          onConfirm={async () => {
            onRemoved(await remove.mutateAsync(module.id))
          }}
          onCancel={close}
        />
      )}
    </Modal>
  )
}
