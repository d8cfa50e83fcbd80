import type { PlannedEvent, PlannedType } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { MoveDateForm } from './move-date-form'
import { NewPlannedForm } from './new-planned-form'

/** What the dialog does: set new homework or a new exam, or move the date of one. */
export type PlanDialogState =
  | { kind: 'closed' }
  | { kind: 'new'; type: PlannedType }
  | { kind: 'move'; event: PlannedEvent }

type Props = { state: PlanDialogState; onClose: () => void; onDone: () => void }

export function PlanDialog({ state, onClose, onDone }: Props) {
  const { t } = useTranslation()
  const title =
    state.kind === 'move'
      ? t('planning.form.moveTitle')
      : state.kind === 'new' && state.type === 'exam'
        ? t('planning.form.newExam')
        : t('planning.form.newHomework')
  return (
    <Modal
      opened={state.kind !== 'closed'}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {state.kind === 'new' && <NewPlannedForm type={state.type} onCancel={onClose} onSaved={onDone} />}
      {state.kind === 'move' && (
        <MoveDateForm key={state.event.id} event={state.event} onCancel={onClose} onSaved={onDone} />
      )}
    </Modal>
  )
}
