import type { OwnModuleSummary } from '@lernraster/shared'
import { Card, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isEditable } from '../../model/module-card'
import { ownCardStatusId } from '../../model/running-classes'
import { PublicationStatus } from '../publishing/publication-status'
import { ActivateAction } from './activate-action'
import { CardCover, CardTitle } from './card-parts'
import type { OwnModuleActions } from './module-actions'
import { configuratorOf, viewerOf } from './module-links'
import { ModuleMenu } from './module-menu'
import { ModuleOpenLinks } from './module-open-links'
import { ModuleStatusBadge } from './module-status-badge'
import { OwnRunningText } from './own-running-text'
import { useModuleTexts } from './use-module-texts'

type Props = { module: OwnModuleSummary; actions: OwnModuleActions }

/**
 * One own module as a tile (docs/product/modules.md "Own tab"): cover, the whole title (issue 31 replaces the
 * cut at 23 characters), status and where it runs, what it holds and when it last changed. The title opens a
 * draft in the configurator, any other module in the viewer; Ansehen and Aktivieren are always there, Teilen,
 * Duplizieren and Löschen in the menu.
 */
export function ModuleCard({ module, actions }: Props) {
  const { t } = useTranslation()
  const texts = useModuleTexts()
  const editable = isEditable(module)

  return (
    <Card withBorder radius="md" padding="md" component="article">
      <CardCover path={module.cover_path} />
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <CardTitle module={module} to={editable ? configuratorOf(module.id) : viewerOf(module.id)} />
          <ModuleStatusBadge module={{ ...module, status_id: ownCardStatusId(module) }} />
        </Group>
        <OwnRunningText module={module} />
        <Text size="sm">{texts.counts(module)}</Text>
        <PublicationStatus module={module} />
        <Text size="sm" c="dimmed">
          {t('moduleList.card.updated', { date: texts.updated(module) })}
        </Text>
      </Stack>
      <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <ModuleOpenLinks module={module} />
          <ActivateAction module={module} onActivate={() => actions.onActivate(module)} />
        </Group>
        <ModuleMenu module={module} actions={actions} />
      </Group>
    </Card>
  )
}
