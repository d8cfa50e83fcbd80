import type { Group, GroupUser } from '@lernraster/shared'
import { Button, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconChartBar } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fullName, sortStudents } from '../model/students'
import { ActiveSwitch } from './active-switch'

/** The students of an opened class: Vorname, Nachname, E-Mail, Statistik anzeigen and Aktiv. */
export function StudentsTable({
  group,
  onStatistics,
}: {
  group: Group
  onStatistics: (student: GroupUser) => void
}) {
  const { t } = useTranslation()

  if (group.users.length === 0) {
    return <Text size="sm">{t('classes.students.none', { code: group.token })}</Text>
  }

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table
        verticalSpacing={6}
        withRowBorders
        bg="var(--mantine-color-body)"
        aria-label={t('classes.list.studentsOf', { name: group.name })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classes.students.firstname')}</Table.Th>
            <Table.Th>{t('classes.students.lastname')}</Table.Th>
            <Table.Th>{t('classes.students.email')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('classes.students.statistics')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('classes.students.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortStudents(group.users).map((student) => (
            <Table.Tr key={student.id}>
              <Table.Td>{student.firstname}</Table.Td>
              <Table.Td>{student.lastname}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
              <Table.Td>
                <Button
                  variant="light"
                  size="compact-sm"
                  // The theme's hover tint (indigo-2) under indigo-9 reads 4.1:1; indigo-1 passes AA.
                  style={{ '--button-hover': 'var(--mantine-color-indigo-1)' }}
                  leftSection={<IconChartBar size={16} aria-hidden />}
                  aria-haspopup="dialog"
                  aria-label={t('classes.students.statisticsOf', { name: fullName(student) })}
                  onClick={() => onStatistics(student)}
                >
                  {t('classes.students.statistics')}
                </Button>
              </Table.Td>
              <Table.Td>
                <ActiveSwitch groupId={group.id} student={student} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
