import type { AvailableModule } from '@lernraster/shared'
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { viewerOf } from '../overview/module-links'
import { ModulesTableFrame, TableActionsCell, TableNameLink } from '../overview/table-parts'
import { AccessBadges, AvailableActions, OutdatedNote } from './available-parts'

type Props = {
  modules: AvailableModule[]
  onActivate: (module: AvailableModule) => void
  onDuplicate: (module: AvailableModule) => void
}

/**
 * The Available tab as a list: the name with its author, how the teacher has it and the outdated
 * flag in one cell (beside the feed the list has little more than 850 px), then the classes it runs
 * in and the actions.
 */
export function AvailableTable({ modules, onActivate, onDuplicate }: Props) {
  const { t } = useTranslation()
  const columns = t('moduleSharing.available.columns', { returnObjects: true })
  return (
    <ModulesTableFrame
      label={t('moduleSharing.available.label')}
      minWidth={720}
      columns={[columns.name, columns.classes, columns.actions]}
    >
      {modules.map((module) => {
        const author = `${module.author.firstname} ${module.author.lastname}`.trim()
        return (
          <Table.Tr key={module.id} data-available-module={module.id}>
            <Table.Td>
              <Stack gap={4}>
                <TableNameLink module={module} to={viewerOf(module.id)} minWidth={240} />
                {author && (
                  <Text size="xs" c="dimmed">
                    {t('moduleSharing.available.author', { name: author })}
                  </Text>
                )}
                <AccessBadges module={module} />
                <OutdatedNote module={module} compact />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {module.active_modules_count > 0 ? (
                  t('moduleSharing.available.classCount', { count: module.active_modules_count })
                ) : (
                  <>
                    <span aria-hidden>–</span>
                    <VisuallyHidden>{t('moduleSharing.available.noClass')}</VisuallyHidden>
                  </>
                )}
              </Text>
            </Table.Td>
            <TableActionsCell>
              <AvailableActions module={module} onActivate={onActivate} onDuplicate={onDuplicate} />
            </TableActionsCell>
          </Table.Tr>
        )
      })}
    </ModulesTableFrame>
  )
}
