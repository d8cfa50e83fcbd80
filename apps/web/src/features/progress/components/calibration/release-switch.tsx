import { Group, Paper, Stack, Switch, Text } from '@mantine/core'
import { IconEye, IconEyeOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../../lib/snackbar'
import { useFailureText } from '../../../../lib/use-failure-text'
import { useReleaseTeacherRatings } from '../../api/release-teacher-ratings'

/**
 * The teacher's ratings for the students of this activation (not released by default). Saves at
 * once; while it saves the switch shows the state asked for, and a failure puts it back and says why
 * (the server's own message where it has one, otherwise offline or the general failure).
 */
export function ReleaseSwitch({
  eventId,
  released,
  readOnly = false,
}: {
  eventId: number
  released: boolean
  /** An archived class's run: the switch shows the state but cannot change it (issue 36). */
  readOnly?: boolean
}) {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const mutation = useReleaseTeacherRatings()
  const Icon = released ? IconEye : IconEyeOff

  function change(next: boolean) {
    mutation.mutate(
      { eventId, released: next },
      {
        onError: (error) => {
          console.warn('Release of teacher ratings not changed', error)
          showSnackbar(t('progressCalibration.release.failed', { reason: failureText(error) }), 'danger')
        },
      },
    )
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Switch
          w="fit-content"
          checked={released}
          label={t('progressCalibration.release.label')}
          disabled={readOnly}
          aria-busy={mutation.isPending || undefined}
          aria-describedby="release-status"
          onChange={(event) => change(event.currentTarget.checked)}
        />
        <Group gap={6} wrap="nowrap" align="flex-start" id="release-status" aria-live="polite">
          <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c={released ? undefined : 'dimmed'}>
            {released ? t('progressCalibration.release.on') : t('progressCalibration.release.off')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
