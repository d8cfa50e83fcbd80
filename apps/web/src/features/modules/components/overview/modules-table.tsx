import type { ModuleSummary } from '@lernraster/shared'
import { Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isEditable } from '../../model/module-card'
import { PublicationStatus } from '../publishing/publication-status'
import { ActivateAction } from './activate-action'
import type { OwnModuleActions } from './module-actions'
import { configuratorOf, viewerOf } from './module-links'
import { ModuleMenu } from './module-menu'
import { ModuleOpenLinks } from './module-open-links'
import { ModuleStatusBadge } from './module-status-badge'
import { ModulesTableFrame, TableActionsCell, TableNameLink } from './table-parts'
import { useModuleTexts } from './use-module-texts'

type Props = { modules: ModuleSummary[]; actions: OwnModuleActions }

/**
 * The own modules as a list: all of them, without pages (spec 2 §9: page size 15, pagination off).
 * A long name is cut by the column, its whole text stays for hover and screen readers. The row
 * offers what a card offers, in the same places: Bearbeiten, Ansehen, Aktivieren, then the menu.
 */
export function ModulesTable({ modules, actions }: Props) {
  const { t } = useTranslation()
  const texts = useModuleTexts()
  const columns = (['name', 'status', 'content', 'updated', 'actions'] as const).map((column) =>
    t(`moduleList.columns.${column}`),
  )
  return (
    <ModulesTableFrame label={t('moduleList.own.label')} minWidth={860} columns={columns}>
      {modules.map((module) => (
        <Table.Tr key={module.id}>
          <Table.Td>
            <TableNameLink
              module={module}
              to={isEditable(module) ? configuratorOf(module.id) : viewerOf(module.id)}
              maxWidth={260}
            />
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <ModuleStatusBadge module={module} />
              <PublicationStatus module={module} />
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{texts.counts(module)}</Text>
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
