import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type PunchRow, usedBuckets } from '../../model/bubble-points'
import { formatGrade, formatStudentAverage } from '../../model/student-format'

type Props = {
  rows: readonly PunchRow[]
  rowLabel: (row: PunchRow) => string
  withTopic: boolean
}

/** The punch card as a table: a row per question, a column per grade given, the number of students in each. */
export function PunchCardTable({ rows, rowLabel, withTopic }: Props) {
  const { t, i18n } = useTranslation()
  const buckets = usedBuckets(rows)
  return (
    <Table.ScrollContainer minWidth={560 + buckets.length * 64}>
      <Table striped verticalSpacing={4}>
        <Table.Caption>{t('progressStats.chart.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('progressStats.chart.table.question')}</Table.Th>
            {withTopic && <Table.Th>{t('progressStats.chart.table.topic')}</Table.Th>}
            <Table.Th>{t('progressStats.topic.questions.question')}</Table.Th>
            {buckets.map((bucket) => (
              <Table.Th key={bucket} ta="right">
                {t('progressStats.chart.table.grade', { grade: formatGrade(bucket, i18n.language) })}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('progressStats.chart.table.ratings')}</Table.Th>
            <Table.Th ta="right">{t('progressStats.chart.table.average')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.question.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{rowLabel(row)}</Table.Td>
              {withTopic && <Table.Td>{row.question.topic_name}</Table.Td>}
              <Table.Th scope="row" fw={500}>
                {row.question.title}
              </Table.Th>
              {buckets.map((bucket) => (
                <Table.Td key={bucket} ta="right">
                  {row.counts.get(bucket) ?? ''}
                </Table.Td>
              ))}
              <Table.Td ta="right">{row.ratings}</Table.Td>
              <Table.Td ta="right">
                {formatStudentAverage(row.average, i18n.language) ?? t('progressStats.noValue')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
