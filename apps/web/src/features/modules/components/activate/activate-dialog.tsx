import '../../texts'
import { modalWidths } from '@lernraster/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../../components/busy-modal'
import { showSnackbar } from '../../../../lib/snackbar'
import { ActivateForm } from './activate-form'

type ModuleRef = { id: number; name: string }
type Props = { module: ModuleRef | null; onClose: () => void }

/**
 * Aktivieren (docs/product/runs.md "Activating", 1000 px): the module runs with a class in a
 * subject. Open while `module` is set. On success a snackbar names where the module is now, the
 * dialog closes, and the Active tab's count has grown.
 */
export function ActivateDialog({ module, onClose }: Props) {
  const { t } = useTranslation()
  // The module stays shown while the dialog moves out; each opening starts a fresh form.
  const [shown, setShown] = useState<{ module: ModuleRef | null; open: boolean; opening: number }>({
    module: null,
    open: false,
    opening: 0,
  })
  if (module && (!shown.open || shown.module?.id !== module.id)) {
    setShown({ module, open: true, opening: shown.opening + 1 })
  } else if (!module && shown.open) {
    setShown({ ...shown, open: false })
  }

  const current = module ?? shown.module
  return (
    <BusyModal
      opened={module !== null}
      onClose={onClose}
      title={current ? t('moduleActive.activate.title', { name: current.name }) : ''}
      size={modalWidths.activate}
    >
      {({ close, setBusy }) =>
        current && (
          <ActivateForm
            key={shown.opening}
            module={current}
            onCancel={close}
            onBusy={setBusy}
            onActivated={(group) => {
              setBusy(false)
              showSnackbar(t('moduleActive.activate.done', { name: current.name, group: group.name }))
              onClose()
            }}
          />
        )
      }
    </BusyModal>
  )
}
