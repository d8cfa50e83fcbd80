import { modalWidths, type TrashItem } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../components/busy-modal'
import { RemovalForm } from '../../../components/removal-form'
import { useTrashItemQuery } from '../api/list-trash'
import { useRemoveTrashItemMutation } from '../api/remove-trash-item'
import { contentsText, itemTitle } from '../model/trash-item'

/** Which item the dialog deletes; `opening` counts the openings, so each starts with an empty word. */
export type DeleteDialogState = { opened: boolean; item: TrashItem | null; opening: number }

type Props = DeleteDialogState & {
  onClose: () => void
  onDeleted: () => void
  onClosed: () => void
}

/**
 * Endgültig löschen: what is lost, with numbers, and the typed 'löschen' or 'remove' first (docs/design.md
 * "Removals": what cannot be undone and touches students' results). While it runs the dialog stays.
 */
export function DeleteForGoodDialog({ opened, item, opening, onClose, onDeleted, onClosed }: Props) {
  const { t } = useTranslation()
  return (
    <BusyModal
      opened={opened}
      onClose={onClose}
      title={t('trash.removeDialog.title')}
      size={modalWidths.default}
      onExitTransitionEnd={onClosed}
    >
      {({ close, setBusy }) =>
        item && (
          <DeleteForGoodPanel
            key={opening}
            item={item}
            onCancel={close}
            onBusy={setBusy}
            onDeleted={onDeleted}
          />
        )
      }
    </BusyModal>
  )
}

type PanelProps = {
  item: TrashItem
  onCancel: () => void
  onBusy: (busy: boolean) => void
  onDeleted: () => void
}

function DeleteForGoodPanel({ item, onCancel, onBusy, onDeleted }: PanelProps) {
  const { t, i18n } = useTranslation()
  // The figures as the list has them now (it is reloaded whenever something goes in or comes back).
  const impact = useTrashItemQuery(item.id)
  const remove = useRemoveTrashItemMutation()
  const title = itemTitle(item, t)
  const summary = (current: TrashItem) => {
    const nothing =
      current.topics +
        current.questions +
        current.files +
        current.activations +
        current.ratings +
        current.students ===
      0
    return nothing
      ? t('trash.removeDialog.alone', { title })
      : t('trash.removeDialog.deleted', { contents: contentsText(current, t, i18n.language) })
  }
  return (
    <RemovalForm
      permanent
      title={t('trash.removeDialog.question', { title })}
      impact={impact}
      summary={summary}
      confirmLabel={t('trash.removeDialog.confirm')}
      onConfirm={async () => {
        await remove.mutateAsync(item.id)
        onDeleted()
      }}
      onCancel={onCancel}
      onBusy={onBusy}
    />
  )
}
