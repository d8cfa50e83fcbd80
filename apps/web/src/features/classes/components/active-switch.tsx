import type { GroupUser } from '@lernraster/shared'
import { Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../lib/snackbar'
import { useToggleMemberActiveMutation } from '../api/toggle-member-active'
import { fullName } from '../model/students'

/**
 * The membership's Aktiv switch. While the request and the reload of the groups run, it shows the
 * state asked for; then the reloaded list speaks, so a failure puts it back.
 */
export function ActiveSwitch({ groupId, student }: { groupId: number; student: GroupUser }) {
  const { t } = useTranslation()
  const mutation = useToggleMemberActiveMutation()
  const name = fullName(student)
  const active = mutation.isPending ? !student.pivot.active : student.pivot.active

  return (
    <Switch
      // As wide as its track: the hidden input fills the root, and a root as wide as the column
      // would put the input's middle beside the track.
      w="fit-content"
      checked={active}
      aria-label={t('classes.students.activeOf', { name })}
      aria-busy={mutation.isPending || undefined}
      onChange={() => {
        if (mutation.isPending) return
        mutation.mutate(
          { groupId, userId: student.id },
          {
            onError: (error) => {
              console.warn('Membership not toggled', error)
              void showSnackbar(t('classes.students.toggleFailed', { name }), 'danger')
            },
          },
        )
      }}
    />
  )
}
