import { moduleMessages, type SharedUser } from '@lernraster/shared'
import { Alert, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmPanel } from '../../../../components/confirm-panel'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { showSnackbar } from '../../../../lib/snackbar'
import { useSharedUsersQuery, useUnshareModuleMutation } from '../../api/sharing'

type Props = {
  moduleId: number
  user: SharedUser
  onDone: () => void
  onCancel: () => void
}

/**
 * 'Freigabe aufheben?' in place of the share dialog's content: what the colleague loses, and that
 * classes already running the module keep it (the share's activations stay).
 */
export function UnshareConfirmation({ moduleId, user, onDone, onCancel }: Props) {
  const { t } = useTranslation()
  const unshare = useUnshareModuleMutation(moduleId)
  const [failure, setFailure] = useState<string | null>(null)
  // Asked afresh: the colleague may have activated it since the list was loaded.
  const fresh = useSharedUsersQuery(moduleId).data?.find((shared) => shared.id === user.id)
  const classes = (fresh ?? user).active_modules_count
  const name = `${user.firstname} ${user.lastname}`.trim()
  const running =
    classes > 0
      ? t('moduleSharing.share.keepsRunning', { count: classes })
      : t('moduleSharing.share.keepsRunningNone')

  const confirm = () => {
    setFailure(null)
    unshare.mutate(
      { id: moduleId, to_admin_id: user.id },
      {
        onSuccess: () => {
          showSnackbar(t('moduleSharing.share.unshareDone'))
          onDone()
        },
        onError: (error) => {
          // Taken back meanwhile (another tab): what the teacher wanted has happened.
          if (isApiError(error) && error.fieldError('to_admin_id') === moduleMessages.shareNotFound) {
            showSnackbar(t('moduleSharing.share.unshareDone'))
            onDone()
            return
          }
          setFailure(t(failureKey(error)))
        },
      },
    )
  }

  return (
    <Stack gap="sm">
      {failure && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      )}
      <ConfirmPanel
        question={t('moduleSharing.share.unshareQuestion', { name })}
        text={`${t('moduleSharing.share.unshareText', { name })} ${running}`}
        confirmLabel={t('moduleSharing.share.unshare')}
        danger
        loading={unshare.isPending}
        onConfirm={confirm}
        onCancel={onCancel}
      />
    </Stack>
  )
}
