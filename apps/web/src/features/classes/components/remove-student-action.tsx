import type { Group, GroupUser, MemberRatingsChoice } from '@lernraster/shared'
import { Alert, Button, Radio, Group as Row, Stack, Text } from '@mantine/core'
import { IconUserMinus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../components/busy-modal'
import { RowAction } from '../../../components/row-action'
import { isApiError } from '../../../lib/api-error'
import { showSnackbar } from '../../../lib/snackbar'
import { useGroupsQuery } from '../api/list-groups'
import { useRemoveMemberMutation } from '../api/remove-member'
import { fullName } from '../model/students'

/**
 * "Aus der Klasse entfernen" in a student's row (issue 34 item 4, decision 042): a dialog that says
 * what happens, lets the teacher keep or delete the student's ratings in this class (keep is chosen
 * at first), and says that the account stays. The cursor starts on Abbrechen; the red button removes.
 */
export function RemoveStudentAction({ group, student }: { group: Group; student: GroupUser }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const name = fullName(student)
  return (
    <>
      <RowAction
        icon={<IconUserMinus size={16} aria-hidden />}
        label={t('classes.removeStudent.action')}
        accessibleName={t('classes.removeStudent.actionOf', { name })}
        dialog
        dataAttributes={{ 'data-remove-student': student.id }}
        onClick={() => setOpened(true)}
      />
      <BusyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('classes.removeStudent.title', { name, group: group.name })}
      >
        {({ close, setBusy }) => (
          <RemoveStudentForm group={group} student={student} onDone={close} onBusy={setBusy} />
        )}
      </BusyModal>
    </>
  )
}

function RemoveStudentForm({
  group,
  student,
  onDone,
  onBusy,
}: {
  group: Group
  student: GroupUser
  onDone: () => void
  onBusy: (busy: boolean) => void
}) {
  const { t } = useTranslation()
  const [ratings, setRatings] = useState<MemberRatingsChoice>('keep')
  const [failed, setFailed] = useState(false)
  const remove = useRemoveMemberMutation()
  const groups = useGroupsQuery().data ?? []
  const name = fullName(student)
  const inAnotherClass = groups.some(
    (other) => other.id !== group.id && other.users.some((member) => member.id === student.id),
  )
  // An account the teacher made from names (decision 038) has a user name and no address.
  const madeFromNames = student.email === null && student.username !== null

  const confirm = () => {
    setFailed(false)
    onBusy(true)
    remove.mutate(
      { groupId: group.id, userId: student.id, ratings },
      {
        onSuccess: () => {
          onBusy(false)
          showSnackbar(t('classes.removeStudent.done', { name, group: group.name }))
          onDone()
        },
        onError: (error) => {
          onBusy(false)
          if (isApiError(error, 'notFound')) onDone()
          else setFailed(true)
        },
      },
    )
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('classes.removeStudent.intro', { name, group: group.name })}</Text>
      <Radio.Group
        value={ratings}
        onChange={(value) => setRatings(value as MemberRatingsChoice)}
        label={t('classes.removeStudent.ratingsLabel', { name })}
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="keep"
            label={t('classes.removeStudent.keep')}
            description={t('classes.removeStudent.keepText', { name })}
          />
          <Radio
            value="delete"
            label={t('classes.removeStudent.delete')}
            description={t('classes.removeStudent.deleteText', { name })}
          />
        </Stack>
      </Radio.Group>
      <Text size="sm">
        {madeFromNames && !inAnotherClass
          ? t('classes.removeStudent.accountFromNames', { name, username: student.username ?? '' })
          : t('classes.removeStudent.account', { name })}
      </Text>
      {failed && (
        <Alert color="red" role="alert">
          {t('classes.removeStudent.failed', { name })}
        </Alert>
      )}
      <Row justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onDone} disabled={remove.isPending} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red.9" onClick={confirm} loading={remove.isPending}>
          {t(
            ratings === 'delete'
              ? 'classes.removeStudent.confirmDelete'
              : 'classes.removeStudent.confirmKeep',
          )}
        </Button>
      </Row>
    </Stack>
  )
}
