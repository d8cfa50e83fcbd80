import type { Group, GroupUser } from '@lernraster/shared'
import { Group as Row, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconChartBar } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../components/row-action'
import { StatusBadge } from '../../../components/status-badge'
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
            // A student switched inactive looks switched off: dimmed, and the word beside the name.
            <Table.Tr key={student.id} className={student.pivot.active ? undefined : 'row-inactive'}>
              <Table.Td>{student.firstname}</Table.Td>
              <Table.Td>
                <Row gap="xs" wrap="nowrap">
                  {student.lastname}
                  {!student.pivot.active && (
                    <StatusBadge status="inactive" label={t('classes.students.inactive')} />
                  )}
                </Row>
              </Table.Td>
              {/* A student the teacher created without an address is named by the user name (decision 038). */}
              <Table.Td>{student.email ?? student.username}</Table.Td>
              <Table.Td>
                <RowAction
                  icon={<IconChartBar size={16} aria-hidden />}
                  label={t('classes.students.statistics')}
                  accessibleName={t('classes.students.statisticsOf', { name: fullName(student) })}
                  dialog
                  onClick={() => onStatistics(student)}
                />
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
