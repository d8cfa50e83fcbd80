import type { ModuleSummary } from '@lernraster/shared'
import { IconPlayerPlay } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../../components/row-action'

/** Aktivieren, beside Bearbeiten and Ansehen on a card and in a row: the step that makes a module teach. */
export function ActivateAction({ module, onActivate }: { module: ModuleSummary; onActivate: () => void }) {
  const { t } = useTranslation()
  return (
    <RowAction
      icon={<IconPlayerPlay size={16} aria-hidden />}
      label={t('moduleList.actions.activate')}
      accessibleName={t('moduleList.actions.activateModule', { name: module.name })}
      dialog
      onClick={onActivate}
      dataAttributes={{ 'data-activate': module.id }}
    />
  )
}
