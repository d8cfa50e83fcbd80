import { type AvailableModule, ModuleStatus } from '@lernraster/shared'
import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle, IconCopy, IconExternalLink, IconEye, IconPlayerPlay } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../../components/row-action'
import { useAppConfig } from '../../../../lib/app-config'
import { showsBeta, storeModuleUrl } from '../../model/available-modules'
import { BetaBadge } from '../active/beta-badge'
import { ActionLink } from '../overview/action-link'
import { viewerOf } from '../overview/module-links'
import { ModuleStatusBadge } from '../overview/module-status-badge'

/** How the teacher has it (Geteilt, Gekauft) and, for a shared module not in the store, Beta. */
export function AccessBadges({
  module,
  wrap = 'wrap',
}: {
  module: AvailableModule
  wrap?: 'wrap' | 'nowrap'
}) {
  return (
    <Group gap={6} wrap={wrap}>
      <ModuleStatusBadge module={{ status_id: module.access_status_id, status: module.status }} />
      {showsBeta(module) && <BetaBadge />}
    </Group>
  )
}

/** "Läuft in 2 Ihrer Klassen" or "In keiner Ihrer Klassen aktiv". */
export function RunningText({ module }: { module: AvailableModule }) {
  const { t } = useTranslation()
  return (
    <Text size="sm">
      {module.active_modules_count > 0
        ? t('moduleSharing.available.running', { count: module.active_modules_count })
        : t('moduleSharing.available.notRunning')}
    </Text>
  )
}

/**
 * docs/product/modules.md "Available tab": when a published version exists, the old beta is flagged as
 * outdated, with a link to the store's page of the module (in a new window, as every store link).
 */
export function OutdatedNote({ module, compact }: { module: AvailableModule; compact?: boolean }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  if (!module.outdated) return null
  // A bought module's newer version (issue 14), or a shared beta's published one.
  const text =
    module.access_status_id === ModuleStatus.purchased
      ? t('moduleSharing.available.outdatedNewerText')
      : t('moduleSharing.available.outdatedText')
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="outdated">
      {/* Dark text: orange-9 reads 4.3:1 on white; the orange border and icon mark it as a warning. */}
      <Badge
        variant="outline"
        color="orange"
        radius="sm"
        tt="none"
        c="dark.7"
        leftSection={<IconAlertTriangle size={12} color="var(--mantine-color-orange-8)" aria-hidden />}
        // In the list the sentence is left out; it stays the badge's description.
        title={compact ? text : undefined}
      >
        {t('moduleSharing.available.outdated')}
      </Badge>
      {!compact && (
        <Text span size="xs">
          {text}
        </Text>
      )}
      {config && (
        <Anchor
          href={storeModuleUrl(config.urls.store, module.store_module_id)}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
        >
          <Group component="span" gap={2} wrap="nowrap">
            {t('moduleSharing.available.outdatedLink')}
            <IconExternalLink size={12} aria-hidden />
          </Group>
          <VisuallyHidden>{` ${t('moduleList.newWindow')}`}</VisuallyHidden>
        </Anchor>
      )}
    </Group>
  )
}

type ActionsProps = {
  module: AvailableModule
  onActivate: (module: AvailableModule) => void
  onDuplicate: (module: AvailableModule) => void
}

/** Ansehen, Aktivieren, Duplizieren: the same three on a tile and in a row; a shared module is never edited. */
export function AvailableActions({ module, onActivate, onDuplicate }: ActionsProps) {
  const { t } = useTranslation()
  return (
    <>
      <ActionLink
        icon={<IconEye size={16} aria-hidden />}
        label={t('moduleList.actions.view')}
        accessibleName={t('moduleList.actions.viewModule', { name: module.name })}
        to={viewerOf(module.id)}
      />
      <RowAction
        icon={<IconPlayerPlay size={16} aria-hidden />}
        label={t('moduleSharing.available.activate')}
        accessibleName={t('moduleSharing.available.activateModule', { name: module.name })}
        dialog
        onClick={() => onActivate(module)}
      />
      <RowAction
        icon={<IconCopy size={16} aria-hidden />}
        label={t('moduleList.actions.duplicate')}
        accessibleName={t('moduleList.actions.duplicateModule', { name: module.name })}
        dialog
        onClick={() => onDuplicate(module)}
      />
    </>
  )
}
