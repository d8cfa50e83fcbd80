import type { ActiveModule, ActiveRemovalImpact, TrashedResponse } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { RemovalForm } from '../../../../components/removal-form'
import { formatCount } from '../../../../lib/count-format'
import { useActiveRemovalImpactQuery, useRemoveActivationMutation } from '../../api/activations'

type Props = {
  activation: ActiveModule
  onCancel: () => void
  onRemoved: (answer: TrashedResponse) => void
  /** Told while the removal runs, so the dialog does not close over it. */
  onBusy: (busy: boolean) => void
}

/**
 * Removing an activation, as the module's detailed confirmation does it (components/removal-
 * confirmation.tsx; docs/product/runs.md "Removing a run"): what goes to the trash, in numbers ('12
 * Bewertungen von 8 Lernenden'), and that it can be restored. The cursor starts on Abbrechen; the request
 * runs once.
 */
export function RemoveActivationPanel({ activation, onCancel, onRemoved, onBusy }: Props) {
  const { t, i18n } = useTranslation()
  const impact = useActiveRemovalImpactQuery(activation.id)
  const remove = useRemoveActivationMutation(activation)
  const count = (value: number) => ({ count: value, n: formatCount(value, i18n.language) })

  function summary(data: ActiveRemovalImpact) {
    const deleted =
      data.evaluations > 0
        ? t('moduleActive.remove.deleted', {
            count: data.evaluations,
            evaluations: t('moduleActive.remove.evaluations', count(data.evaluations)),
            students: t('moduleActive.remove.students', count(data.students)),
          })
        : t('moduleActive.remove.noEvaluations')
    return `${deleted} ${t('moduleActive.remove.moduleStays')}`
  }

  return (
    <RemovalForm
      title={t('moduleActive.remove.question', { name: activation.name, group: activation.group.name })}
      impact={impact}
      summary={summary}
      confirmLabel={t('moduleActive.remove.confirm')}
      onConfirm={async () => {
        onRemoved(await remove.mutateAsync())
      }}
      onCancel={onCancel}
      onBusy={onBusy}
    />
  )
}
