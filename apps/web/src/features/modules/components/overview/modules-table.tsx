import type { OwnModuleSummary } from '@lernraster/shared'
import { Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isEditable } from '../../model/module-card'
import { ownCardStatusId } from '../../model/running-classes'
import { PublicationStatus } from '../publishing/publication-status'
import { ActivateAction } from './activate-action'
import type { OwnModuleActions } from './module-actions'
import { configuratorOf, viewerOf } from './module-links'
import { ModuleMenu } from './module-menu'
import { ModuleOpenLinks } from './module-open-links'
import { ModuleStatusBadge } from './module-status-badge'
import { OwnRunningText } from './own-running-text'
import { ModulesTableFrame, TableActionsCell, TableNameLink } from './table-parts'
import { useModuleTexts } from './use-module-texts'

type Props = { modules: OwnModuleSummary[]; actions: OwnModuleActions }

/**
 * The own modules as a list: all of them, without pages (docs/product/modules.md "The overview").
 * The name is whole on up to two lines, with what it holds below it (a column of its own squeezed
 * the name to 15 characters at 1024 px, issue 31); the status says where the module runs. The row
 * offers what a card offers, in the same places: Bearbeiten, Ansehen, Aktivieren, then the menu.
 */
export function ModulesTable({ modules, actions }: Props) {
  const { t } = useTranslation()
  const texts = useModuleTexts()
  const columns = (['name', 'status', 'updated', 'actions'] as const).map((column) =>
    t(`moduleList.columns.${column}`),
  )
  return (
    <ModulesTableFrame label={t('moduleList.own.label')} minWidth={860} columns={columns}>
      {modules.map((module) => (
        <Table.Tr key={module.id}>
          <Table.Td>
            <Stack gap={4}>
              <TableNameLink
                module={module}
                to={isEditable(module) ? configuratorOf(module.id) : viewerOf(module.id)}
                minWidth={220}
              />
              <Text size="xs" c="dimmed">
                {texts.counts(module)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <ModuleStatusBadge module={{ ...module, status_id: ownCardStatusId(module) }} />
              <OwnRunningText module={module} size="xs" />
              <PublicationStatus module={module} />
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{texts.updated(module)}</Text>
          </Table.Td>
          <TableActionsCell>
            <ModuleOpenLinks module={module} />
            <ActivateAction module={module} onActivate={() => actions.onActivate(module)} />
            <ModuleMenu module={module} actions={actions} />
          </TableActionsCell>
        </Table.Tr>
      ))}
    </ModulesTableFrame>
  )
}
