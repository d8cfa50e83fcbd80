import type { ProgressStudent } from '@lernraster/shared'
import { Button, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { cellName, type ProgressCell, type ProgressGrid } from '../../model/progress-grid'
import { tileSummary } from '../../model/progress-grid-tile'
import { formatStudentAverage } from '../../model/student-format'

type Props = {
  grid: ProgressGrid
  students: readonly ProgressStudent[]
  onOpen: (cell: ProgressCell) => void
}

/** The grid as a table ('Als Tabelle anzeigen'): the same numbers as the tiles, in words and figures. */
export function ProgressTopicTable({ grid, students, onOpen }: Props) {
  const { t, i18n } = useTranslation()
  if (grid.topics.length === 0) return <Text c="dimmed">{t('progressStats.table.empty')}</Text>
  const headers = ['cell', 'topic', 'average', 'progress', 'above', 'below', 'tooFast', 'details'] as const
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{t('progressStats.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} ta={header === 'topic' || header === 'details' ? undefined : 'right'}>
                {t(`progressStats.table.${header}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.topics.map(({ column, row, topic }) => {
            const summary = tileSummary(topic, students)
            const cell = cellName(column, row)
            return (
              <Table.Tr key={topic.id}>
                <Table.Td ta="right">{cell}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  {topic.title}
                </Table.Th>
                <Table.Td ta="right">
                  {formatStudentAverage(topic.stats.avg, i18n.language) ?? t('progressStats.noValue')}
                </Table.Td>
                <Table.Td ta="right">{t('progressStats.percent', { value: topic.stats.progress })}</Table.Td>
                <Table.Td ta="right">
                  <span aria-hidden>↗ </span>
                  {summary.above}
                </Table.Td>
                <Table.Td ta="right">
                  <span aria-hidden>↘ </span>
                  {summary.below}
                </Table.Td>
                <Table.Td ta="right">{summary.tooFast}</Table.Td>
                <Table.Td>
                  {summary.clickable && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-haspopup="dialog"
                      aria-label={t('progressStats.table.detailsOf', { cell, title: topic.title })}
                      onClick={() => onOpen({ column, row, topic })}
                    >
                      {t('progressStats.table.details')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
