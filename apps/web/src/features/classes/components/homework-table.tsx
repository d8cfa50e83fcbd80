import type { HomeworkResult } from '@lernraster/shared'
import { Table } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DetailSection, NoneText } from './detail-section'
import { GoalValue } from './goal-value'

/** Thema, Durchschnitt and Zielabweichung of every homework; each against the goal it was rated under. */
export function HomeworkTable({ homework }: { homework: HomeworkResult[] }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <DetailSection title={t('classes.statistics.homework.title')} headingId={headingId}>
      {homework.length === 0 ? (
        <NoneText>{t('classes.statistics.homework.none')}</NoneText>
      ) : (
        <Table withTableBorder bg="var(--mantine-color-body)" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('classes.statistics.homework.topic')}</Table.Th>
              <Table.Th>{t('classes.statistics.homework.average')}</Table.Th>
              <Table.Th>{t('classes.statistics.homework.deviation')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {homework.map((result) => (
              <Table.Tr key={result.event_id}>
                <Table.Td>{result.topic_title}</Table.Td>
                <Table.Td>
                  <GoalValue value={result.event_avg} goal={result.goal} />
                </Table.Td>
                <Table.Td>
                  <GoalValue value={result.event_avg} goal={result.goal} show="deviation" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DetailSection>
  )
}
