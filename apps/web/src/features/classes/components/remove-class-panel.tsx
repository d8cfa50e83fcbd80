import type { Group, TrashedResponse } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { RemovalForm } from '../../../components/removal-form'
import { formatCount } from '../../../lib/count-format'
import { useClassRunsQuery } from '../api/class-runs'
import { useRemoveGroupMutation } from '../api/remove-group'

type Props = {
  group: Group
  onCancel: () => void
  onRemoved: (answer: TrashedResponse) => void
  /** Told while the removal runs, so the dialog does not close over it. */
  onBusy: (busy: boolean) => void
}

/**
 * Löschen of a class, in place of its form (docs/design.md "Removals"): what goes to the trash with it, in
 * numbers (its students' memberships, its runs with their ratings), and that it comes back whole for
 * 30 days; a plain red button, no typed word (decision 022).
 */
export function RemoveClassPanel({ group, onCancel, onRemoved, onBusy }: Props) {
  const { t, i18n } = useTranslation()
  const runs = useClassRunsQuery(group.id)
  const remove = useRemoveGroupMutation()
  const count = (value: number) => ({ count: value, n: formatCount(value, i18n.language) })

  return (
    <RemovalForm
      title={t('classes.remove.question', { name: group.name })}
      impact={runs}
      summary={(runCount) =>
        t('classes.remove.summary', {
          students: t('classes.remove.students', count(group.users.length)),
          runs: t('classes.remove.runs', count(runCount)),
        })
      }
      confirmLabel={t('classes.remove.confirm')}
      onConfirm={async () => onRemoved(await remove.mutateAsync({ id: group.id }))}
      onCancel={onCancel}
      onBusy={onBusy}
    />
  )
}
