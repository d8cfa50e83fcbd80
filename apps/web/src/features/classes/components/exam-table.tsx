import type { ExamResult } from '@lernraster/shared'
import { Table } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DetailSection, NoneText } from './detail-section'
import { GoalValue } from './goal-value'

const grades = ['before', 'after', 'grade'] as const

/** Name, Vorher, Nachher and Note of every exam: the self-assessments before and after, and the grade. */
export function ExamTable({ exams, goal }: { exams: ExamResult[]; goal: number }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <DetailSection title={t('classes.statistics.exam.title')} headingId={headingId}>
      {exams.length === 0 ? (
        <NoneText>{t('classes.statistics.exam.none')}</NoneText>
      ) : (
        <Table withTableBorder bg="var(--mantine-color-body)" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('classes.statistics.exam.name')}</Table.Th>
              {grades.map((column) => (
                <Table.Th key={column}>{t(`classes.statistics.exam.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exams.map((exam) => (
              <Table.Tr key={exam.event_id}>
                <Table.Td>{exam.topic_title}</Table.Td>
                {grades.map((column) => (
                  <Table.Td key={column}>
                    <GoalValue value={exam[column]} goal={goal} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DetailSection>
  )
}
