import type { ModuleSummary } from '@lernraster/shared'
import { Anchor, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isEditable } from '../../model/module-card'
import { ActivateAction } from './activate-action'
import type { OwnModuleActions } from './module-actions'
import { configuratorOf, viewerOf } from './module-links'
import { ModuleMenu } from './module-menu'
import { ModuleOpenLinks } from './module-open-links'
import { ModuleStatusBadge } from './module-status-badge'
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
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('moduleList.own.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('moduleList.columns.name')}</Table.Th>
            <Table.Th>{t('moduleList.columns.status')}</Table.Th>
            <Table.Th>{t('moduleList.columns.content')}</Table.Th>
            <Table.Th>{t('moduleList.columns.updated')}</Table.Th>
            <Table.Th ta="right">{t('moduleList.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((module) => {
            const editable = isEditable(module)
            return (
              <Table.Tr key={module.id}>
                <Table.Td>
                  {/* The width caps the cell: a long name is cut here, not by squeezing the others. */}
                  <Anchor
                    component={Link}
                    to={editable ? configuratorOf(module.id) : viewerOf(module.id)}
                    fw={600}
                    c="inherit"
                    title={module.name}
                    data-module-link={module.id}
                    display="block"
                    maw={260}
                    truncate="end"
                  >
                    {module.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ModuleStatusBadge module={module} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{texts.counts(module)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{texts.updated(module)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ModuleOpenLinks module={module} />
                    <ActivateAction module={module} onActivate={() => actions.onActivate(module)} />
                    <ModuleMenu module={module} actions={actions} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
