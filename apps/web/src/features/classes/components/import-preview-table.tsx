import type { ImportRow } from '@lernraster/shared'
import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconMail } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const looks = {
  invite: { color: 'indigo', Icon: IconMail },
  member: { color: 'gray', Icon: IconCircleCheck },
} as const

/** The checked list: each line with what will happen to it, or what is wrong with it (icon and words). */
export function ImportPreviewTable({
  rows,
  translate,
}: {
  rows: ImportRow[]
  translate: (text: string) => string
}) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={640} mah={320}>
      <Table verticalSpacing={4} stickyHeader aria-label={t('classes.import.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classes.import.line')}</Table.Th>
            <Table.Th>{t('classes.students.firstname')}</Table.Th>
            <Table.Th>{t('classes.students.lastname')}</Table.Th>
            <Table.Th>{t('classes.students.email')}</Table.Th>
            <Table.Th>{t('classes.import.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} data-line={row.line} bg={row.problems.length > 0 ? 'red.0' : undefined}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.firstname}</Table.Td>
              <Table.Td>{row.lastname}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>
                {row.outcome === null ? (
                  <Stack gap={2}>
                    {row.problems.map((problem) => (
                      <Group key={problem} gap={4} wrap="nowrap" c="red.9">
                        <IconAlertTriangle size={14} aria-hidden />
                        <Text size="xs">{translate(problem)}</Text>
                      </Group>
                    ))}
                  </Stack>
                ) : (
                  <OutcomeBadge outcome={row.outcome} label={t(`classes.import.outcomes.${row.outcome}`)} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function OutcomeBadge({ outcome, label }: { outcome: keyof typeof looks; label: string }) {
  const { color, Icon } = looks[outcome]
  return (
    <Badge variant="light" color={color} leftSection={<Icon size={12} aria-hidden />} tt="none">
      {label}
    </Badge>
  )
}
