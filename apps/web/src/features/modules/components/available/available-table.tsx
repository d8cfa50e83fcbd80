import type { AvailableModule } from '@lernraster/shared'
import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { viewerOf } from '../overview/module-links'
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
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('moduleSharing.available.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.classes}</Table.Th>
            <Table.Th ta="right">{columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((module) => {
            const author = `${module.author.firstname} ${module.author.lastname}`.trim()
            return (
              <Table.Tr key={module.id} data-available-module={module.id}>
                <Table.Td>
                  <Stack gap={4}>
                    {/* The width caps the cell: a long name is cut here, not by squeezing the others. */}
                    <Anchor
                      component={Link}
                      to={viewerOf(module.id)}
                      fw={600}
                      c="inherit"
                      title={module.name}
                      data-module-link={module.id}
                      display="block"
                      maw={320}
                      truncate="end"
                    >
                      {module.name}
                    </Anchor>
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
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <AvailableActions module={module} onActivate={onActivate} onDuplicate={onDuplicate} />
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
