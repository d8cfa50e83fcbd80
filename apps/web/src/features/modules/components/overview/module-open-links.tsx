import type { ModuleSummary } from '@lernraster/shared'
import { IconEye, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { isEditable } from '../../model/module-card'
import { ActionLink } from './action-link'
import { configuratorOf, viewerOf } from './module-links'

/** Bearbeiten (drafts only) and Ansehen: the same two links on a card and in a table row. */
export function ModuleOpenLinks({ module }: { module: ModuleSummary }) {
  const { t } = useTranslation()
  return (
    <>
      {isEditable(module) && (
        <ActionLink
          icon={<IconPencil size={16} aria-hidden />}
          label={t('moduleList.actions.edit')}
          accessibleName={t('moduleList.actions.editModule', { name: module.name })}
          to={configuratorOf(module.id)}
        />
      )}
      <ActionLink
        icon={<IconEye size={16} aria-hidden />}
        label={t('moduleList.actions.view')}
        accessibleName={t('moduleList.actions.viewModule', { name: module.name })}
        to={viewerOf(module.id)}
      />
    </>
  )
}
