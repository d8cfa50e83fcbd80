import { Table, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { studentName } from '../../model/progress-grid'
import { formatGrade, formatStudentAverage } from '../../model/student-format'
import { formatDuration, type TopicStudentLine } from '../../model/topic-students'

const columns = ['name', 'goal', 'average', 'progress', 'tooFast', 'time'] as const

/** The students' table: Name, Ziel, Durchschnitt (with ↗/↘ and the words), Fortschritt, Zu schnell, Zeit. */
export function TopicStudentsTable({ lines }: { lines: readonly TopicStudentLine[] }) {
  const { t, i18n } = useTranslation()
  const noValue = t('progressStats.noValue')
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('progressStats.topic.students.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} ta={column === 'name' ? undefined : 'right'}>
                {t(`progressStats.topic.students.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ user, tooFast, side, arrow }) => {
            const average = formatStudentAverage(user.average, i18n.language)
            return (
              <Table.Tr key={user.id}>
                <Table.Th scope="row" fw={500}>
                  {studentName(user)}
                </Table.Th>
                <Table.Td ta="right">{formatGrade(user.goal, i18n.language)}</Table.Td>
                <Table.Td ta="right">
                  {average === null ? (
                    noValue
                  ) : (
                    <>
                      <span aria-hidden>{arrow} </span>
                      {average}
                      <VisuallyHidden> ({t(`progressShared.side.${side}`)})</VisuallyHidden>
                    </>
                  )}
                </Table.Td>
                <Table.Td ta="right">{t('progressStats.percent', { value: user.progress })}</Table.Td>
                <Table.Td ta="right">
                  {user.timed === 0
                    ? noValue
                    : tooFast
                      ? t('progressStats.topic.students.yes')
                      : t('progressStats.topic.students.no')}
                </Table.Td>
                <Table.Td ta="right">
                  {user.timed === 0 ? noValue : formatDuration(user.seconds_spent)}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
