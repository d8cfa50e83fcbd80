import type { RosterImportAnswer, RosterStudentOutcome } from '@lernraster/shared'
import { Badge, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { whereOf } from '../model/roster-import'

const outcomeColors: Record<RosterStudentOutcome, string> = {
  new: 'blue',
  added: 'blue',
  update: 'indigo',
  unchanged: 'gray',
  reactivate: 'indigo',
  inactive: 'orange',
  invite: 'indigo',
  member: 'gray',
}

/** The classes of the files and what the import does to each (decision 044). */
export function RosterClassesTable({ answer }: { answer: RosterImportAnswer }) {
  const { t } = useTranslation()
  return (
    <Table verticalSpacing={4} aria-label={t('classRoster.classesTable')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('classRoster.className')}</Table.Th>
          <Table.Th>{t('classRoster.students')}</Table.Th>
          <Table.Th>{t('classRoster.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answer.classes.map((row) => (
          <Table.Tr key={row.source_id}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.students}</Table.Td>
            <Table.Td>{t(`classRoster.classOutcomes.${row.outcome}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/**
 * Each student of each class with where the file names them and what happens; after the import the
 * new accounts' user names and start passwords, shown this once.
 */
export function RosterStudentsTable({ answer }: { answer: RosterImportAnswer }) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={720} mah={360}>
      <Table verticalSpacing={4} stickyHeader aria-label={t('classRoster.studentsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classRoster.where')}</Table.Th>
            <Table.Th>{t('classRoster.className')}</Table.Th>
            <Table.Th>{t('classRoster.name')}</Table.Th>
            <Table.Th>{t('classRoster.username')}</Table.Th>
            {answer.imported && <Table.Th>{t('classRoster.startPassword')}</Table.Th>}
            <Table.Th>{t('classRoster.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.students.map((row) => (
            <Table.Tr key={`${row.class_source_id} ${row.source_id} ${row.user_id}`}>
              <Table.Td>
                <Text size="xs">{whereOf(row)}</Text>
              </Table.Td>
              <Table.Td>{row.class_name}</Table.Td>
              <Table.Td>
                {row.firstname} {row.lastname}
              </Table.Td>
              <Table.Td>{row.username ?? row.email}</Table.Td>
              {answer.imported && <Table.Td>{row.start_password}</Table.Td>}
              <Table.Td>
                {/* Dark words on every colour: a light badge's own text is too pale on some grounds (axe). */}
                <Badge variant="light" color={outcomeColors[row.outcome]} c="dark.7" tt="none">
                  {t(`classRoster.outcomes.${row.outcome}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
