import type { ClassInvitation, Group, GroupUser } from '@lernraster/shared'
import { Badge, Group as Row, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconChartBar, IconMailForward, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../components/row-action'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/date-format'
import { showSnackbar } from '../../../lib/snackbar'
import { useClassInvitationsQuery, useWithdrawInvitationMutation } from '../api/class-invitations'
import { invitationState } from '../model/class-invitations'
import { fullName, sortStudents } from '../model/students'
import { ActiveSwitch } from './active-switch'
import { NewCardAction } from './new-card-action'
import { RemoveStudentAction } from './remove-student-action'
import { StudentAccountAction } from './student-account-action'

/**
 * The students of an opened class: Vorname, Nachname, E-Mail, Statistik anzeigen (and Neue Karte for
 * a student this teacher made without an address, decision 038; Konto for one this teacher made,
 * decision 045), Aktiv and Aus der Klasse entfernen (decision 042); below
 * them who a class list invited and has not accepted yet, "eingeladen" (decision 037).
 */
export function StudentsTable({
  group,
  onStatistics,
}: {
  group: Group
  onStatistics: (student: GroupUser) => void
}) {
  const { t } = useTranslation()
  const invitations = useClassInvitationsQuery(group.id).data ?? []

  if (group.users.length === 0 && invitations.length === 0) {
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
              <VisuallyHidden>{t('classes.students.actions')}</VisuallyHidden>
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
              {/* A student the teacher created without an address is named by the user name (decision 038),
                  one made by the school sign-in has neither (decision 043). */}
              <Table.Td>
                {student.email ?? student.username ?? (
                  <Text span size="sm" c="dimmed">
                    {t('classes.students.schoolAccount')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {/* The row's actions in one cell that wraps: a sixth column pushed the table under the
                    Feedback tab at 1024 px (e2e/tests/frame.spec.ts). */}
                <Row gap={4} wrap="wrap">
                  <RowAction
                    icon={<IconChartBar size={16} aria-hidden />}
                    label={t('classes.students.statistics')}
                    accessibleName={t('classes.students.statisticsOf', { name: fullName(student) })}
                    dialog
                    onClick={() => onStatistics(student)}
                  />
                  <NewCardAction group={group} student={student} />
                  <StudentAccountAction student={student} />
                  <RemoveStudentAction group={group} student={student} />
                </Row>
              </Table.Td>
              <Table.Td>
                <ActiveSwitch groupId={group.id} student={student} />
              </Table.Td>
            </Table.Tr>
          ))}
          {sortStudents(invitations).map((invitation) => (
            <InvitationRow key={`invited-${invitation.user_id}`} groupId={group.id} invitation={invitation} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** An invited student: the list's names, the state with its day, and Zurückziehen. */
function InvitationRow({ groupId, invitation }: { groupId: number; invitation: ClassInvitation }) {
  const { t, i18n } = useTranslation()
  const withdraw = useWithdrawInvitationMutation()
  const state = invitationState(invitation)
  const name = fullName(invitation)
  return (
    <Table.Tr className="row-inactive" data-invited={invitation.user_id}>
      <Table.Td>{invitation.firstname}</Table.Td>
      <Table.Td>
        <Row gap="xs" wrap="nowrap">
          {invitation.lastname}
          <Badge
            variant="light"
            color={state.key === 'invited' ? 'indigo' : 'gray'}
            radius="sm"
            tt="none"
            leftSection={<IconMailForward size={12} aria-hidden />}
          >
            {t(`classes.invitations.${state.key}`, { date: formatDate(state.date, i18n.language) })}
          </Badge>
        </Row>
      </Table.Td>
      <Table.Td>{invitation.email}</Table.Td>
      <Table.Td />
      <Table.Td>
        <RowAction
          icon={<IconX size={16} aria-hidden />}
          label={t('classes.invitations.withdraw')}
          accessibleName={t('classes.invitations.withdrawOf', { name })}
          onClick={() =>
            withdraw.mutate(
              { group_id: groupId, user_id: invitation.user_id },
              {
                onSuccess: () => showSnackbar(t('classes.invitations.withdrawn', { name })),
                onError: () => showSnackbar(t('classes.invitations.withdrawFailed', { name }), 'danger'),
              },
            )
          }
        />
      </Table.Td>
    </Table.Tr>
  )
}
