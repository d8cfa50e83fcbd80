import { type ActiveModule, modalWidths, type TrashedResponse } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../../components/busy-modal'
import { RemoveActivationPanel } from './remove-activation-panel'

/** Which activation the dialog removes; `opening` counts the openings, so each starts fresh. */
export type ActivationDialogState = { opened: boolean; activation: ActiveModule | null; opening: number }

type Props = ActivationDialogState & {
  onClose: () => void
  onRemoved: (answer: TrashedResponse) => void
  /** Once the closing animation is over: the moment the tab can place the cursor. */
  onClosed: () => void
}

/**
 * The remove icon's dialog: the confirmation with its figures in the one dialog look (docs/product/runs.md
 * "Removing a run", docs/design.md "Removals").
 */
export function RemoveActivationDialog({ opened, activation, opening, onClose, onRemoved, onClosed }: Props) {
  const { t } = useTranslation()
  // While the removal runs the dialog stays: closing it would hide the answer.
  return (
    <BusyModal
      opened={opened}
      onClose={onClose}
      title={t('moduleActive.remove.title')}
      size={modalWidths.default}
      onExitTransitionEnd={onClosed}
    >
      {({ close, setBusy }) =>
        activation && (
          <RemoveActivationPanel
            key={opening}
            activation={activation}
            onCancel={close}
            onBusy={setBusy}
            onRemoved={onRemoved}
          />
        )
      }
    </BusyModal>
  )
}
